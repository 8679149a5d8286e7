import {
  loadNamespace,
  loadWidgetTexts,
  type NamespaceLoader,
  useNamespace,
  WIDGETS_NAMESPACE,
} from '@exchange/shared';
import { Box, CircularProgress } from '@exchange/shared/ui-kit';
import type { ComponentType, ReactElement } from 'react';

/**
 * Returns a wrapper that renders an area's exposed screen once the area's i18n namespace is
 * loaded (a spinner until then), so no screen ever shows raw keys.
 */
export const withNamespace =
  (namespace: string, loader: NamespaceLoader) =>
  <P extends object>(Screen: ComponentType<P>): ComponentType<P> => {
    // The texts start loading as the screen's module is evaluated, not after its first render
    // (on /home that was 200 ms later, on the path to the first paint). Loaded once per page.
    loadNamespace(namespace, loader).catch(() => undefined);
    const WithTexts = (props: P): ReactElement => {
      const state = useNamespace(namespace, loader);
      if (state !== 'ready') {
        return (
          <Box sx={{ py: 8, display: 'flex', justifyContent: 'center' }} aria-busy="true">
            <CircularProgress size={28} />
          </Box>
        );
      }
      return <Screen {...props} />;
    };
    WithTexts.displayName = `WithTexts(${namespace}, ${Screen.displayName ?? Screen.name})`;
    return WithTexts;
  };

/**
 * Renders a screen once the shared widgets' texts (chart, book, pair list, pager, password
 * field, send-code button) are loaded: wrapped around the screens that show any of them.
 */
export const withWidgetTexts = withNamespace(WIDGETS_NAMESPACE, loadWidgetTexts);

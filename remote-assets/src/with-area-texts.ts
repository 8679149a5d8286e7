import { withNamespace, withWidgetTexts } from '@exchange/shared/ui';
import type { ComponentType } from 'react';
import { loadAssetsTexts } from './locales/load-assets-texts';

const withOwnTexts = withNamespace('assets', loadAssetsTexts);

/** Wraps an exposed screen so it renders once the `assets` and the shared widgets' texts are loaded. */
export const withAreaTexts = <P extends object>(Screen: ComponentType<P>): ComponentType<P> =>
  withWidgetTexts(withOwnTexts(Screen));

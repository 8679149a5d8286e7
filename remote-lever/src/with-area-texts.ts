import { withNamespace, withWidgetTexts } from '@exchange/shared/ui';
import type { ComponentType } from 'react';
import { loadLeverTexts } from './locales/load-lever-texts';

const withOwnTexts = withNamespace('lever', loadLeverTexts);

/** Wraps an exposed screen so it renders once the `lever` and the shared widgets' texts are loaded. */
export const withAreaTexts = <P extends object>(Screen: ComponentType<P>): ComponentType<P> =>
  withWidgetTexts(withOwnTexts(Screen));

import { withNamespace, withWidgetTexts } from '@exchange/shared/ui';
import type { ComponentType } from 'react';
import { loadSecondTexts } from './locales/load-second-texts';

const withOwnTexts = withNamespace('second', loadSecondTexts);

/** Wraps an exposed screen so it renders once the `second` and the shared widgets' texts are loaded. */
export const withAreaTexts = <P extends object>(Screen: ComponentType<P>): ComponentType<P> =>
  withWidgetTexts(withOwnTexts(Screen));

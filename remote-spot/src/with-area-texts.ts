import { withNamespace, withWidgetTexts } from '@exchange/shared/ui';
import type { ComponentType } from 'react';
import { loadSpotTexts } from './locales/load-spot-texts';

const withOwnTexts = withNamespace('spot', loadSpotTexts);

/** Wraps an exposed screen so it renders once the `spot` and the shared widgets' texts are loaded. */
export const withAreaTexts = <P extends object>(Screen: ComponentType<P>): ComponentType<P> =>
  withWidgetTexts(withOwnTexts(Screen));

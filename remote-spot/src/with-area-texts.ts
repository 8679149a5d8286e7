import { withNamespace } from '@exchange/shared/ui';
import { loadSpotTexts } from './locales/load-spot-texts';

/** Wraps an exposed screen so it renders once the `spot` namespace is loaded. */
export const withAreaTexts = withNamespace('spot', loadSpotTexts);

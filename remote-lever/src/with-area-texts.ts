import { withNamespace } from '@exchange/shared/ui';
import { loadLeverTexts } from './locales/load-lever-texts';

/** Wraps an exposed screen so it renders once the `lever` namespace is loaded. */
export const withAreaTexts = withNamespace('lever', loadLeverTexts);

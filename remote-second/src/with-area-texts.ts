import { withNamespace } from '@exchange/shared/ui';
import { loadSecondTexts } from './locales/load-second-texts';

/** Wraps an exposed screen so it renders once the `second` namespace is loaded. */
export const withAreaTexts = withNamespace('second', loadSecondTexts);

import { withNamespace } from '@exchange/shared/ui';
import { loadPersonalTexts } from './locales/load-personal-texts';

/** Wraps an exposed screen so it renders once the `personal` namespace is loaded. */
export const withAreaTexts = withNamespace('personal', loadPersonalTexts);

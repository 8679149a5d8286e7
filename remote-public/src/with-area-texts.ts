import { withNamespace } from '@exchange/shared/ui';
import { loadPublicTexts } from './locales/load-public-texts';

/** Wraps an exposed screen so it renders once the `public` namespace is loaded. */
export const withAreaTexts = withNamespace('public', loadPublicTexts);

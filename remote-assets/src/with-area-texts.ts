import { withNamespace } from '@exchange/shared/ui';
import { loadAssetsTexts } from './locales/load-assets-texts';

/** Wraps an exposed screen so it renders once the `assets` namespace is loaded. */
export const withAreaTexts = withNamespace('assets', loadAssetsTexts);

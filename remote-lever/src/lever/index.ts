import { withAreaTexts } from '../with-area-texts';
import { LeverPage } from './lever-page';

/** `./lever`: /lever. */
export default withAreaTexts(LeverPage);

import { startQuoteGroups, withHeadStart } from '@exchange/shared';
import { withAreaTexts } from '../with-area-texts';
import { LeverPage } from './lever-page';

/** `./lever`: /lever. Its pairs are asked for as it mounts: the page waits for them. */
export default withHeadStart(withAreaTexts(LeverPage), startQuoteGroups);

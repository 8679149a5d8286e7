import { startQuoteGroups, withHeadStart } from '@exchange/shared';
import { withAreaTexts } from '../with-area-texts';
import { TradePage } from './trade-page';

/** `./trade`: the /trade route. Its pairs are asked for as it mounts: the page waits for them. */
export default withHeadStart(withAreaTexts(TradePage), startQuoteGroups);

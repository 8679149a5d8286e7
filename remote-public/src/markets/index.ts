import { startQuoteGroups, withHeadStart } from '@exchange/shared';
import { withAreaTexts } from '../with-area-texts';
import { MarketsPage } from './markets-page';

/** `./markets`: the /markets route. Its pairs are asked for as it mounts. */
export default withHeadStart(withAreaTexts(MarketsPage), startQuoteGroups);

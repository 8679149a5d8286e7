import { startQuoteGroups, withHeadStart } from '@exchange/shared';
import { withPageTexts } from '../page-texts/page-texts';
import { withAreaTexts } from '../with-area-texts';
import { MarketsPage } from './markets-page';

/** `./markets`: the /markets route. Its pairs are asked for as it mounts. */
export default withHeadStart(withAreaTexts(withPageTexts(MarketsPage)), startQuoteGroups);

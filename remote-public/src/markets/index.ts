import { withAreaTexts } from '../with-area-texts';
import { MarketsPage } from './markets-page';

/** `./markets`: the /markets route. */
export default withAreaTexts(MarketsPage);

import { withAreaTexts } from '../with-area-texts';
import { TradePage } from './trade-page';

/** `./trade`: the /trade route. */
export default withAreaTexts(TradePage);

import { withAreaTexts } from '../with-area-texts';
import { TradePasswordPage } from './trade-password-page';

/** `./trade-password`: the /tradePassword route (set or change the trade password). */
export default withAreaTexts(TradePasswordPage);

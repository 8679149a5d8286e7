import { withAreaTexts } from '../with-area-texts';
import { CoinlogPage } from './coinlog-page';

/** `./coinlog`: /coinlog, the lock products' coin log. */
export default withAreaTexts(CoinlogPage);

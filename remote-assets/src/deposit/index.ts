import { withAreaTexts } from '../with-area-texts';
import { DepositPage } from './deposit-page';

/** `./deposit`: /deposit, the lock products. */
export default withAreaTexts(DepositPage);

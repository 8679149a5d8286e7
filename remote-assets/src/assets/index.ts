import { withAreaTexts } from '../with-area-texts';
import { AssetsPage } from './assets-page';

/** `./assets`: the /assets/* routes (left menu, accounts, recharge, transfers, records). */
export default withAreaTexts(AssetsPage);

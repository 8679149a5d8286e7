import { withAreaTexts } from '../with-area-texts';
import { BindInfoPage } from './bind-info-page';

/** `./bind-info`: the /bindInfo route (what is bound, with links to bind). */
export default withAreaTexts(BindInfoPage);

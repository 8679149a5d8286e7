import { withAreaTexts } from '../with-area-texts';
import { BindAccountPage } from './bind-account-page';

/** `./bind-account`: the /bindAccount route (bind an e-mail address). */
export default withAreaTexts(BindAccountPage);

import { withAuthTexts } from '../auth-form/auth-texts';
import { withAreaTexts } from '../with-area-texts';
import { ForgetPasswordPage } from './forget-password-page';

/** `./forget-password`: the /forgetPassword route. */
export default withAreaTexts(withAuthTexts(ForgetPasswordPage));

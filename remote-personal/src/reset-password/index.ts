import { withAreaTexts } from '../with-area-texts';
import { ResetPasswordPage } from './reset-password-page';

/** `./reset-password`: the /resetPassword route (change the login password). */
export default withAreaTexts(ResetPasswordPage);

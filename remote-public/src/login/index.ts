import { withAuthTexts } from '../auth-form/auth-texts';
import { withAreaTexts } from '../with-area-texts';
import { LoginPage } from './login-page';

/** `./login`: the /login route. */
export default withAreaTexts(withAuthTexts(LoginPage));

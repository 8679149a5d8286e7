import { withAuthTexts } from '../auth-form/auth-texts';
import { withAreaTexts } from '../with-area-texts';
import { RegisterPage } from './register-page';

/** `./register`: the /register route (query extension_code). */
export default withAreaTexts(withAuthTexts(RegisterPage));

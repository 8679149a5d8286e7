import { withAreaTexts } from '../with-area-texts';
import { RegisterPage } from './register-page';

/** `./register`: the /register route (query extension_code). */
export default withAreaTexts(RegisterPage);

import { withAreaTexts } from '../with-area-texts';
import { SecondPage } from './second-page';

/** `./second`: /second. */
export default withAreaTexts(SecondPage);

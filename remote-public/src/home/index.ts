import { withAreaTexts } from '../with-area-texts';
import { HomePage } from './home-page';

/** `./home`: the /home route. */
export default withAreaTexts(HomePage);

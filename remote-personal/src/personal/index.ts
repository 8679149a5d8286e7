import { withAreaTexts } from '../with-area-texts';
import { PersonalPage } from './personal-page';

/** `./personal`: the /personal/* routes (left menu and its five pages). */
export default withAreaTexts(PersonalPage);

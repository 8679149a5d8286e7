import { withAreaTexts } from '../with-area-texts';
import { IeoPage } from './ieo-page';
import { withIeoTexts } from './ieo-texts';

/** `./ieo`: the /ieo route (docs/ieo.md). */
export default withAreaTexts(withIeoTexts(IeoPage));

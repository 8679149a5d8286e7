import { withPageTexts } from '../page-texts/page-texts';
import { withAreaTexts } from '../with-area-texts';
import { NoticePage } from './notice-page';

/** `./notice`: the /notice route. */
export default withAreaTexts(withPageTexts(NoticePage));

import { withPageTexts } from '../page-texts/page-texts';
import { withAreaTexts } from '../with-area-texts';
import { BookPage } from './book-page';

/** `./book`: the /book route, the help centre. */
export default withAreaTexts(withPageTexts(BookPage));

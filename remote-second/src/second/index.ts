import { startQuoteGroups, withHeadStart } from '@exchange/shared';
import { withAreaTexts } from '../with-area-texts';
import { SecondPage } from './second-page';

/** `./second`: /second. Its pairs are asked for as it mounts: the page waits for them. */
export default withHeadStart(withAreaTexts(SecondPage), startQuoteGroups);

import { withHeadStart } from '@exchange/shared';
import { withAreaTexts } from '../with-area-texts';
import { startHomeRequests } from './home-api';
import { HomePage } from './home-page';

/** /home: its first requests start as it mounts, while the area's texts still load. */
export const HomeScreen = withHeadStart(withAreaTexts(HomePage), startHomeRequests);

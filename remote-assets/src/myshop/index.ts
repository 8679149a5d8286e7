import { withAreaTexts } from '../with-area-texts';
import { MyshopPage } from './myshop-page';

/** `./myshop`: /myshop/* (coming soon). */
export default withAreaTexts(MyshopPage);

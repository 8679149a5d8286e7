import { withShopAreaTexts } from '../with-area-texts';
import { MyshopPage } from './myshop-page';

/** `./myshop`: /myshop/* (application or store, store orders, order page). */
export default withShopAreaTexts(MyshopPage);

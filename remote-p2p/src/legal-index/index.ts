import { withAreaTexts } from '../with-area-texts';
import { LegalIndexPage } from './legal-index-page';

/** `./legal-index`: /legalIndex/* (market, my orders, order page). */
export default withAreaTexts(LegalIndexPage);

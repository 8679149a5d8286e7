import { withAreaTexts } from '../with-area-texts';
import { LegalIndexPage } from './legal-index-page';

/** `./legal-index`: /legalIndex/* (coming soon). */
export default withAreaTexts(LegalIndexPage);

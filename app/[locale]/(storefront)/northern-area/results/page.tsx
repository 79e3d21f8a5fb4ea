import { LISTINGS } from '@/lib/catalog/listing';
import { listingResultsPage } from '../../listing-results-page';

/** /northern-area with a query string: see listingResultsPage. */
const listing = LISTINGS['northern-area'];

const { generateMetadata, ResultsPage } = listingResultsPage(listing);
export { generateMetadata, ResultsPage as default };

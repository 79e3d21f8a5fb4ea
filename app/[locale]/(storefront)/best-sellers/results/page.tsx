import { LISTINGS } from '@/lib/catalog/listing';
import { listingResultsPage } from '../../listing-results-page';

/** /best-sellers with a query string: see listingResultsPage. */
const listing = LISTINGS['best-sellers'];

const { generateMetadata, ResultsPage } = listingResultsPage(listing);
export { generateMetadata, ResultsPage as default };

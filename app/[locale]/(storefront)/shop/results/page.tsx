import { LISTINGS } from '@/lib/catalog/listing';
import { listingResultsPage } from '../../listing-results-page';

/** /shop with a query string: see listingResultsPage. */
const listing = LISTINGS['shop'];

const { generateMetadata, ResultsPage } = listingResultsPage(listing);
export { generateMetadata, ResultsPage as default };

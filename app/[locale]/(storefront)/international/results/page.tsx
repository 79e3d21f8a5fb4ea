import { LISTINGS } from '@/lib/catalog/listing';
import { listingResultsPage } from '../../listing-results-page';

/** /international with a query string: see listingResultsPage. */
const listing = LISTINGS['international'];

const { generateMetadata, ResultsPage } = listingResultsPage(listing);
export { generateMetadata, ResultsPage as default };

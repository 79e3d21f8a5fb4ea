/** The catalogue's route handlers, when the backend cannot be read. */
export const CATALOG_READ_FAILED = 'The catalogue could not be read. Please try again.';

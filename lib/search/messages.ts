/** The shop's words about search. */
export const SEARCH_FAILED = 'Search is not available just now. Please try again in a moment.';

/** The console's words about the search's synonyms. */
export const SYNONYM_EXISTS = 'This word already means that.';
export const SYNONYM_NOT_FOUND = 'This word is no longer in the list.';
export const SYNONYM_REFUSED = 'Use letters and digits: a word of 2 to 40 of them, a meaning of 2 to 60.';

export const SYNONYM_ADDED = (term: string, means: string) => `“${term}” now finds ${means}.`;
export const SYNONYM_REMOVED = (term: string) => `“${term}” removed.`;

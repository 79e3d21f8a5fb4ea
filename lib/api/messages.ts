/** What the console reads when one of its calls gets no answer of its own (offline, a proxy's error page). */
export const ADMIN_ACTION_FAILED = 'The change could not be saved just now. Please try again in a moment.';
export const ADMIN_LOAD_FAILED = 'The console could not load this just now. Please try again in a moment.';

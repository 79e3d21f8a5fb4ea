/**
 * What every route handler answers when a request goes wrong for reasons that are not the domain's:
 * the same words on every route, so a shopper (and a test) never meets two texts for one problem.
 * Domain messages (a coupon, a sign-in, the spec's catalogue of errors) stay beside their schemas.
 */
export const BAD_REQUEST = 'The request could not be understood. Please reload the page and try again.';
export const CROSS_SITE = 'Cross-site requests are not allowed.';
export const TOO_LARGE = 'The request is too large.';
export const TOO_MANY_REQUESTS = 'Too many submissions from your connection. Please try again in a few minutes.';
export const SERVICE_UNAVAILABLE = 'The shop could not be reached just now. Please try again in a moment.';
export const ADMINS_ONLY = "Only the shop's admins can do this.";
export const OWNER_ONLY = "Only the shop's owner can do this.";
export const SERVER_ERROR = 'Something went wrong on our side. Please try again in a moment.';

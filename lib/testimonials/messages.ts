/**
 * The texts and limits of reviews ("Share Your Experience"), plain data so the form can use them
 * without loading the schema library. The limits are the database's (testimonials table).
 */
export const REVIEWER_NAME_MAX = 80;
export const REVIEW_TEXT_MAX = 2000;
export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const DEFAULT_RATING = 5;

export const TESTIMONIAL_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be ${REVIEWER_NAME_MAX} characters or fewer`,
  feedbackRequired: 'Feedback is required',
  feedbackTooLong: 'Feedback must be 2,000 characters or fewer',
  rating: 'Please choose a rating from 1 to 5 stars',
} as const;

export const THANK_YOU_MESSAGE = 'Thank you for your feedback!';
export const AWAITING_APPROVAL_MESSAGE = 'Your review will appear here once our team has approved it.';
export const FETCH_TESTIMONIALS_FAILED = 'Failed to fetch testimonials';
export const ADD_TESTIMONIAL_FAILED = 'Failed to add testimonial';
/** How long the thank-you notice stays (spec §9). */
export const THANK_YOU_MS = 5000;
export const REVIEW_NOT_FOUND = 'This review is no longer there: it may have been deleted.';
export const REVIEW_PUBLISHED = 'Review published: it is on the home page now.';
export const REVIEW_HIDDEN = 'Review hidden: it is back in the queue.';
export const REVIEW_DELETED = 'Review deleted.';

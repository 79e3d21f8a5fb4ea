import { REVALIDATE_TAGS } from './tags';

/** What POST /api/revalidate answers when it refuses. */
export const UNKNOWN_TAGS = `Unknown tags: use ${REVALIDATE_TAGS.join(' or ')}.`;
export const REVALIDATE_SIGN_IN = 'Please sign in as the shop owner.';
export const REVALIDATE_OWNER_ONLY = 'Only the shop owner can refresh the catalogue.';

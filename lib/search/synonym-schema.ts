import { z } from 'zod';

/**
 * A search word and what it means, as the console's form sends them, with the limits of the
 * search_synonyms table's checks: the database stores both normalized (lower case, Urdu letter forms,
 * punctuation as spaces) and refuses what is then too short or not one word.
 */
export const SYNONYM_TERM_MAX = 40;
export const SYNONYM_MEANS_MAX = 60;

export const SYNONYM_MESSAGES = {
  term: `Give a word of 2 to ${SYNONYM_TERM_MAX} letters.`,
  oneWord: 'Give one word (no spaces).',
  means: `Give 2 to ${SYNONYM_MEANS_MAX} letters: words of your product names.`,
} as const;

const termSchema = z
  .string({ message: SYNONYM_MESSAGES.term })
  .trim()
  .min(2, SYNONYM_MESSAGES.term)
  .max(SYNONYM_TERM_MAX, SYNONYM_MESSAGES.term)
  .refine((term) => !/\s/.test(term), SYNONYM_MESSAGES.oneWord);
const meansSchema = z
  .string({ message: SYNONYM_MESSAGES.means })
  .trim()
  .min(2, SYNONYM_MESSAGES.means)
  .max(SYNONYM_MEANS_MAX, SYNONYM_MESSAGES.means);

export const synonymSchema = z.object({ term: termSchema, means: meansSchema }).strict();
export type SynonymInput = z.infer<typeof synonymSchema>;

/** A stored pair to remove, as the list shows it (already normalized). */
export const synonymKeySchema = z
  .object({
    term: z.string({ message: SYNONYM_MESSAGES.term }).max(SYNONYM_TERM_MAX, SYNONYM_MESSAGES.term),
    means: z.string({ message: SYNONYM_MESSAGES.means }).max(SYNONYM_MEANS_MAX, SYNONYM_MESSAGES.means),
  })
  .strict();

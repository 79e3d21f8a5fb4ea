import type { Metadata } from 'next';
import { SearchWords } from '@/components/search/search-words';
import { isCurrentUserAdmin } from '@/lib/auth/queries';
import { getCurrentSearchWords } from '@/lib/search/synonyms';

export const metadata: Metadata = { title: 'Search' };

/** /admin/search: the words shoppers use for the products (synonyms), and the searches that found nothing. */
export default async function AdminSearchPage() {
  if (!(await isCurrentUserAdmin())) return null;
  const { synonyms, misses } = await getCurrentSearchWords();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-bold text-walnut-950 sm:text-4xl">Search</h1>
      <p className="mt-2 text-walnut-700">
        The shop’s search forgives typos and knows the words below. Teach it the words your shoppers type that it does not find yet.
      </p>
      <SearchWords synonyms={synonyms} misses={misses} />
    </div>
  );
}

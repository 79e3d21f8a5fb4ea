import { Button } from '@/components/ui/button';
import { formatPakistanDateTime } from '@/lib/format/date';
import type { SearchMiss } from '@/lib/search/types';

/** The searches that found nothing, most searched first, each one a word to add in a tap. */
export function SearchMisses({ misses, onAddAsWord }: { misses: SearchMiss[]; onAddAsWord: (query: string) => void }) {
  if (misses.length === 0) return <p className="text-walnut-700">No search has come up empty yet.</p>;
  return (
    <ul aria-label="Searches that found nothing" className="divide-y divide-sand rounded-3xl border border-sand bg-white">
      {misses.map((miss) => (
        <li key={miss.query} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
          <div>
            <p className="font-semibold break-all text-walnut-950" dir="auto">
              {miss.query}
            </p>
            <p className="text-sm text-walnut-600">
              {miss.searches === 1 ? 'Searched once' : `Searched ${miss.searches} times`}, last{' '}
              {formatPakistanDateTime(miss.lastSearchedAt)}
            </p>
          </div>
          <Button size="sm" variant="secondary" onClick={() => onAddAsWord(miss.query)}>
            Add as a word
          </Button>
        </li>
      ))}
    </ul>
  );
}

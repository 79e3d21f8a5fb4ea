import type { SynonymGroup } from '@/lib/search/types';

/** The words shoppers use, one line per meaning ("almond: badaam, baadam, بادام"), each word removable. */
export function SynonymList({
  groups,
  pending,
  onRemove,
}: {
  groups: SynonymGroup[];
  pending: boolean;
  onRemove: (term: string, means: string) => void;
}) {
  if (groups.length === 0) return <p className="text-walnut-700">No words yet: add the first one below.</p>;
  return (
    <ul aria-label="Words by meaning" className="divide-y divide-sand rounded-3xl border border-sand bg-white">
      {groups.map((group) => (
        <li key={group.means} className="px-5 py-3">
          <p className="font-semibold text-walnut-950">
            <bdi dir="auto">{group.means}</bdi>:
          </p>
          <ul aria-label={`Words for ${group.means}`} className="mt-2 flex flex-wrap gap-2">
            {group.terms.map((term) => (
              <li key={term} className="inline-flex items-center gap-1 rounded-full border border-sand bg-cream ps-3 text-walnut-900">
                <span dir="auto">{term}</span>
                <button
                  type="button"
                  disabled={pending}
                  aria-label={`Remove ${term} (${group.means})`}
                  onClick={() => onRemove(term, group.means)}
                  className="inline-flex size-11 items-center justify-center rounded-full text-lg text-walnut-700 hover:bg-sand hover:text-walnut-950 disabled:opacity-60"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

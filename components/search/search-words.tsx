'use client';

import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormMessage } from '@/components/ui/form-fields';
import { MISSES_SHOWN, type SearchMiss, type SynonymGroup } from '@/lib/search/types';
import { SearchMisses } from './search-misses';
import { SynonymForm } from './synonym-form';
import { SynonymList } from './synonym-list';
import { useSynonymAdd, useSynonymRemove } from './use-synonym-writes';

/**
 * /admin/search: the words shoppers use and what they mean, and the searches that found nothing.
 * The form is mounted afresh (its key) after a word is added, and when a search is taken as a word.
 */
export function SearchWords({ synonyms, misses }: { synonyms: SynonymGroup[]; misses: SearchMiss[] }) {
  const [draft, setDraft] = useState({ key: 0, term: '' });
  const meansRef = useRef<HTMLInputElement>(null);
  const add = useSynonymAdd(() => setDraft((current) => ({ key: current.key + 1, term: '' })));
  const remove = useSynonymRemove();
  const notice = add.notice ?? remove.notice;
  const error = remove.error ?? (Object.keys(add.fieldErrors).length === 0 ? add.error : null);

  const addAsWord = (query: string) => {
    add.reset();
    remove.reset();
    flushSync(() => setDraft((current) => ({ key: current.key + 1, term: query })));
    meansRef.current?.focus();
  };

  return (
    <>
      <section aria-labelledby="search-words-heading" className="mt-8 space-y-4">
        <h2 id="search-words-heading" className="font-display text-2xl font-bold text-walnut-950">
          Words shoppers use
        </h2>
        <p className="text-walnut-700">
          A search for one of these words also finds the products whose names have what it means: spellings in Roman Urdu, Urdu script,
          other English names.
        </p>
        <div aria-live="polite" className="space-y-2">
          {notice && <FormMessage tone="success">{notice}</FormMessage>}
          {error && <FormMessage tone="error">{error}</FormMessage>}
        </div>
        <SynonymList
          groups={synonyms}
          pending={remove.pending}
          onRemove={(term, means) => {
            add.reset();
            remove.run({ term, means });
          }}
        />
        <SynonymForm
          key={draft.key}
          initialTerm={draft.term}
          pending={add.pending}
          serverErrors={add.fieldErrors}
          meansRef={meansRef}
          onSubmit={(input) => {
            remove.reset();
            add.run(input);
          }}
        />
      </section>
      <section aria-labelledby="search-misses-heading" className="mt-10 space-y-4">
        <h2 id="search-misses-heading" className="font-display text-2xl font-bold text-walnut-950">
          Searches that found nothing
        </h2>
        <p className="text-walnut-700">
          The {MISSES_SHOWN} most searched. Add one as a word so the next shopper who types it finds your product.
        </p>
        <SearchMisses misses={misses} onAddAsWord={addAsWord} />
      </section>
    </>
  );
}

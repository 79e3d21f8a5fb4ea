'use client';

import type { MutationFunction } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import type { OutputOf } from '@/lib/api/contract';
import { searchEndpoints } from '@/lib/search/contract';
import type { SynonymInput } from '@/lib/search/synonym-schema';
import { useConsoleWrite } from '@/components/query/use-console-write';

type Added = OutputOf<typeof searchEndpoints.addSynonym>;
type SynonymKey = { term: string; means: string };

const add: MutationFunction<Added, SynonymInput> = (body) => callEndpoint(searchEndpoints.addSynonym, { body });
const remove: MutationFunction<OutputOf<typeof searchEndpoints.removeSynonym>, SynonymKey> = (body) =>
  callEndpoint(searchEndpoints.removeSynonym, { body });

/** Adding a search word (useConsoleWrite: the page shows the new list afterwards). */
export function useSynonymAdd(onAdded: () => void) {
  return useConsoleWrite(add, onAdded);
}

/** Removing a search word. */
export function useSynonymRemove() {
  return useConsoleWrite(remove);
}

'use client';

import { useCallback, useEffect, useState } from 'react';
import { getJsonWithRetry } from '@/lib/auth/api-client';
import type { City } from '@/lib/profile/types';

export type CitiesState = { status: 'loading'; cities: City[] } | { status: 'ready'; cities: City[] } | { status: 'error'; cities: City[] };

/** One request per page for everyone who needs the list (the sign-up form, the settings form). */
let shared: Promise<City[]> | null = null;

function loadCities(): Promise<City[]> {
  shared ??= getJsonWithRetry<City[]>('/api/cities').catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
}

/**
 * The cities shoppers can pick, loaded from /api/cities (retried like every idempotent read). On
 * failure the state is 'error' and `retry` asks again. `initial` skips the request (the settings
 * page renders the list on the server).
 */
export function useCities(initial?: City[]): CitiesState & { retry: () => void } {
  const [state, setState] = useState<CitiesState>(initial ? { status: 'ready', cities: initial } : { status: 'loading', cities: [] });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (initial && attempt === 0) return;
    let live = true;
    loadCities().then(
      (cities) => live && setState({ status: 'ready', cities }),
      () => live && setState({ status: 'error', cities: [] }),
    );
    return () => {
      live = false;
    };
  }, [attempt, initial]);

  const retry = useCallback(() => {
    setState({ status: 'loading', cities: [] });
    setAttempt((value) => value + 1);
  }, []);

  return { ...state, retry };
}

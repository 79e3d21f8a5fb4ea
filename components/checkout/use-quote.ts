'use client';

import { useEffect, useState } from 'react';
import { fetchQuote, type QuoteInput } from '@/lib/checkout/api-client';
import type { Quote } from '@/lib/checkout/types';

/** The server's price of the cart for these inputs, asked again whenever they change. */
export function useQuote(input: QuoteInput | null) {
  const [state, setState] = useState<{ quote: Quote | null; error: string | null; loading: boolean }>({ quote: null, error: null, loading: true });
  const key = input ? JSON.stringify(input) : null;

  useEffect(() => {
    if (!key) return;
    let live = true;
    setState((current) => ({ ...current, loading: true }));
    fetchQuote(JSON.parse(key) as QuoteInput).then((answer) => {
      if (!live) return;
      setState(answer.ok ? { quote: answer.quote, error: null, loading: false } : { quote: null, error: answer.message, loading: false });
    });
    return () => {
      live = false;
    };
  }, [key]);

  return { ...state, setQuote: (quote: Quote) => setState({ quote, error: null, loading: false }) };
}

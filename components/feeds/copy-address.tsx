'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** A feed address to paste elsewhere: shown in full (selectable) with a Copy button. */
export function CopyAddress({ label, url }: { label: string; url: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div>
      <p className="text-sm font-semibold text-walnut-800">{label}</p>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        <a
          href={url}
          className="min-w-0 font-mono text-sm break-all text-apricot-800 underline decoration-apricot-300 underline-offset-4 hover:text-walnut-950"
        >
          {url}
        </a>
        <Button variant="secondary" size="sm" onClick={copy} aria-label={`Copy the ${label} address`}>
          Copy
        </Button>
        <span aria-live="polite" className="text-sm text-walnut-600">
          {copied === 'yes' ? 'Copied' : copied === 'failed' ? 'Select the address and copy it' : ''}
        </span>
      </div>
    </div>
  );
}

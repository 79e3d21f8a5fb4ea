import { Spinner } from './spinner';

/** Covers the viewport while something the whole page depends on (the sign-in state) is loading. */
export function FullScreenSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-snow/90 backdrop-blur-sm">
      <Spinner label={label} size={56} />
    </div>
  );
}

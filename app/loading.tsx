import { Spinner } from '@/components/ui/spinner';

/** Shown while a route segment loads. */
export default function Loading() {
  return (
    <div className="flex min-h-[60vh] flex-1 items-center justify-center py-24">
      <Spinner label="Loading page…" size={48} />
    </div>
  );
}

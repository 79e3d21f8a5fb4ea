import { Spinner } from '@/components/ui/spinner';

/** While the server checks the sign-in state and loads the page. */
export default function AccountLoading() {
  return (
    <div className="flex min-h-[60vh] flex-1 items-center justify-center py-24">
      <Spinner label="Checking your sign-in…" size={48} />
    </div>
  );
}

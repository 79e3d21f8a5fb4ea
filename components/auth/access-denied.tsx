import { ButtonLink } from '@/components/ui/button-link';

const ACCESS_DENIED_TITLE = 'You do not have access to this page';

/** A signed-in shopper on an admin page (403): said plainly, with ways back. */
export function AccessDenied({ email }: { email: string }) {
  return (
    <section aria-labelledby="access-denied-title" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="text-sm font-semibold tracking-[0.2em] text-apricot-800 uppercase">Error 403</p>
      <h1 id="access-denied-title" className="mt-3 font-display text-4xl font-bold text-walnut-950 sm:text-5xl">
        {ACCESS_DENIED_TITLE}
      </h1>
      <p className="mt-4 max-w-lg text-lg leading-relaxed text-walnut-600">
        This part of the shop is for its administrators. You are signed in as{' '}
        <strong className="font-semibold text-walnut-900">{email}</strong>, which does not have administrator rights.
      </p>
      <div className="mt-9 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <ButtonLink href="/" size="lg">
          Back to Home
        </ButtonLink>
        <ButtonLink href="/orders" variant="secondary" size="lg">
          My Orders
        </ButtonLink>
      </div>
    </section>
  );
}

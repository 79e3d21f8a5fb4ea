// Stands in for next/root-params outside a Next.js build (the package's own module only throws):
// the root layout's locale of the page under test, English unless a test sets another.
let current: string | undefined = 'en';

export async function locale(): Promise<string | undefined> {
  return current;
}

/** Renders what follows as a page of `value`'s locale (undefined: outside app/[locale]). */
export function setRootLocale(value: string | undefined): void {
  current = value;
}

/**
 * The shop's mark: a snow-capped peak with an apricot sun, on a walnut tile. Drawn inline so the
 * header needs no extra request; public/logo.svg is the same drawing for other uses.
 */
export function BrandMark({ size = 40, className = '' }: { size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} className={className} aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#2b1d16" />
      <circle cx="33" cy="15" r="5.5" fill="#f9a449" />
      <path d="M5 38 19 15.5l6.2 9.6 4.3-5.6L43 38Z" fill="#d96a16" />
      <path d="M19 15.5 14.6 22.6l2.7-1.3 2.1 1.9 2.4-2.2 1.4.9Z" fill="#fbf8f3" />
      <path d="M5 38h38v2.5a3.5 3.5 0 0 1-3.5 3.5h-31A3.5 3.5 0 0 1 5 40.5Z" fill="#8f3f10" />
    </svg>
  );
}

/**
 * A spinner with an accessible status text. `size` is the diameter in pixels; the ring is drawn in
 * the current text colour with an apricot arc.
 */
export function Spinner({ label = 'Loading…', size = 40, className = '' }: { label?: string; size?: number; className?: string }) {
  return (
    <span role="status" className={`inline-flex flex-col items-center gap-3 ${className}`}>
      <svg viewBox="0 0 48 48" width={size} height={size} className="animate-spin text-walnut-200" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="5" />
        <path d="M24 4a20 20 0 0 1 20 20" fill="none" stroke="var(--color-apricot-500)" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

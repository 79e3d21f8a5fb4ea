import type { ReactNode, SVGProps } from 'react';

/** What every icon of the set (components/ui/icons) is drawn with. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

export function StrokeIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function SolidIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

/**
 * An icon that points along the line of reading (next, back, go on): drawn for left to right and
 * mirrored on a right-to-left page, where "next" points left.
 */
export function ReadingDirectionIcon({ className, ...props }: IconProps & { children: ReactNode }) {
  return <StrokeIcon {...props} className={`rtl:-scale-x-100 ${className ?? ''}`.trim()} />;
}

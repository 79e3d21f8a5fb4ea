import type { ReactNode, SVGProps } from 'react';

/**
 * Icons of the catalogue, product, favourites and reviews screens, drawn in the same 24-unit style as
 * components/ui/icons.tsx. Decorative (aria-hidden): the control that holds one carries the name.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Stroke({ children, ...props }: IconProps & { children: ReactNode }) {
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

export const HeartIcon = ({ filled = false, ...props }: IconProps & { filled?: boolean }) => (
  <Stroke {...props} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7.5-4.6-7.5-10.1A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" />
  </Stroke>
);

export const SearchIcon = (props: IconProps) => (
  <Stroke {...props}>
    <circle cx="10.8" cy="10.8" r="6.3" />
    <path d="M15.5 15.5L20 20" />
  </Stroke>
);

export const PlusIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M12 5.5v13M5.5 12h13" />
  </Stroke>
);

export const MinusIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M5.5 12h13" />
  </Stroke>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M14.5 6L8.5 12l6 6" />
  </Stroke>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M9.5 6l6 6-6 6" />
  </Stroke>
);

export const BagCheckIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M5 8h14l-1 12H6z" />
    <path d="M9 8V6.5a3 3 0 0 1 6 0V8M9.3 14l2 2 3.6-3.8" />
  </Stroke>
);

export const QuoteIcon = (props: IconProps) => (
  <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
    <path d="M4 18.5v-5.2C4 9.5 5.9 6.8 9.6 5.5l.9 1.6c-2 .9-3.1 2.4-3.3 4.4H10v7zm9.5 0v-5.2c0-3.8 1.9-6.5 5.6-7.8l.9 1.6c-2 .9-3.1 2.4-3.3 4.4h2.8v7z" />
  </svg>
);

export const PhoneIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M6.6 3.5h2.6l1.4 4.2-2 1.3a11 11 0 0 0 6.4 6.4l1.3-2 4.2 1.4v2.6a2 2 0 0 1-2.2 2A17 17 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />
  </Stroke>
);

export const ClockIcon = (props: IconProps) => (
  <Stroke {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Stroke>
);

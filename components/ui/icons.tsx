import { ReadingDirectionIcon, SolidIcon, StrokeIcon, type IconProps } from './icon-base';

/**
 * The shop's icon set: small inline SVGs drawn for this project (no icon font, no extra request).
 * Icons are decorative (aria-hidden); the control that holds one carries the accessible name.
 */
export { WarningIcon } from './warning-icon';

export const CartIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M3 4h2.2l2.1 10.2a1.6 1.6 0 0 0 1.6 1.3h8.4a1.6 1.6 0 0 0 1.6-1.2L20.5 8H6.1" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </StrokeIcon>
);

export const MenuIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </StrokeIcon>
);

export const CloseIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </StrokeIcon>
);

export const UserIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="8.5" r="3.8" />
    <path d="M4.5 20c1.3-3.6 4.1-5.4 7.5-5.4s6.2 1.8 7.5 5.4" />
  </StrokeIcon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M6.5 9.5L12 15l5.5-5.5" />
  </StrokeIcon>
);

export const ArrowRightIcon = (props: IconProps) => (
  <ReadingDirectionIcon {...props}>
    <path d="M4.5 12h14.5M13.5 6.5L19 12l-5.5 5.5" />
  </ReadingDirectionIcon>
);

export const CheckIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M5 12.5l4.2 4.2L19 7" />
  </StrokeIcon>
);

export const CrossIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M7 7l10 10M17 7L7 17" />
  </StrokeIcon>
);

export const MapPinIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 21s-6.5-6.1-6.5-11.2a6.5 6.5 0 0 1 13 0C18.5 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.8" r="2.3" />
  </StrokeIcon>
);

export const MailIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="M3.8 7l8.2 6 8.2-6" />
  </StrokeIcon>
);

export const ChatIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4.5 19.5l1.2-3.6A7.8 7.8 0 1 1 8.6 18.6z" />
    <path d="M9 10.5c.4 1.9 2.1 3.6 4.5 4.3" />
  </StrokeIcon>
);

export const TruckIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3.2v2.8h-7" />
    <circle cx="6.5" cy="17.5" r="1.7" />
    <circle cx="17" cy="17.5" r="1.7" />
  </StrokeIcon>
);

export const HandCoinsIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="15.5" cy="7.5" r="3.5" />
    <path d="M2.5 14.5h3l3.5-1.5h3.5a1.5 1.5 0 0 1 0 3H9.5M5.5 19.5l2-1h6l6.3-4.1a1.5 1.5 0 0 0-1.8-2.4l-3.5 2" />
  </StrokeIcon>
);

export const MountainIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M2.5 19.5L9 8l3.6 6.2L15 10.5l6.5 9z" />
    <path d="M7.3 11l1.7 1 1.6-1.2" />
  </StrokeIcon>
);

export const LeafIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M5 19c0-8 5-13.5 15-14-0.4 9.6-5.8 14-13 14" />
    <path d="M5 19l7-7" />
  </StrokeIcon>
);

export const GlobeIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.4 2.4 3.5 5.3 3.5 8.5s-1.1 6.1-3.5 8.5c-2.4-2.4-3.5-5.3-3.5-8.5S9.6 5.9 12 3.5z" />
  </StrokeIcon>
);

export const StarIcon = (props: IconProps) => (
  <SolidIcon {...props}>
    <path d="M12 3.2l2.6 5.6 6.1.7-4.5 4.2 1.2 6.1L12 16.8l-5.4 3 1.2-6.1-4.5-4.2 6.1-.7z" />
  </SolidIcon>
);

export const PriceTagIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1.4 1.4 0 0 1 0 2l-6.7 6.7a1.4 1.4 0 0 1-2 0z" />
    <circle cx="8" cy="8" r="1.4" />
  </StrokeIcon>
);

export const SearchOffIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5L20.5 20.5M8 8l5 5M13 8l-5 5" />
  </StrokeIcon>
);

/* Social networks: simplified marks drawn on a 24-unit grid. */

export const FacebookIcon = (props: IconProps) => (
  <SolidIcon {...props}>
    <path d="M13.4 21v-7.4h2.5l.4-3h-2.9V8.8c0-.9.3-1.5 1.5-1.5h1.5V4.6c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.3H8v3h2.5V21z" />
  </SolidIcon>
);

export const XLogoIcon = (props: IconProps) => (
  <SolidIcon {...props}>
    <path d="M4 4h4.6l3.9 5.3L17 4h2.3l-5.7 6.6L20.2 20h-4.6l-4.2-5.8L6.3 20H4l6.3-7.2zm2.9 1.4l9.4 13.2h1.6L8.5 5.4z" />
  </SolidIcon>
);

export const InstagramIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="4.8" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </StrokeIcon>
);

export const LinkedInIcon = (props: IconProps) => (
  <SolidIcon {...props}>
    <path d="M4.2 9h3.3v11H4.2zM5.9 3.6a1.9 1.9 0 1 1 0 3.8 1.9 1.9 0 0 1 0-3.8zM9.6 9h3.2v1.5c.5-.9 1.6-1.8 3.4-1.8 3.5 0 4.1 2.2 4.1 5.2V20H17v-5.4c0-1.3 0-3-1.8-3s-2.2 1.4-2.2 2.9V20H9.6z" />
  </SolidIcon>
);

export const HeartIcon = ({ filled = false, ...props }: IconProps & { filled?: boolean }) => (
  <StrokeIcon {...props} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7.5-4.6-7.5-10.1A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" />
  </StrokeIcon>
);

export const SearchIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="10.8" cy="10.8" r="6.3" />
    <path d="M15.5 15.5L20 20" />
  </StrokeIcon>
);

export const PlusIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 5.5v13M5.5 12h13" />
  </StrokeIcon>
);

export const MinusIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M5.5 12h13" />
  </StrokeIcon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <ReadingDirectionIcon {...props}>
    <path d="M14.5 6L8.5 12l6 6" />
  </ReadingDirectionIcon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <ReadingDirectionIcon {...props}>
    <path d="M9.5 6l6 6-6 6" />
  </ReadingDirectionIcon>
);

export const BagCheckIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M5 8h14l-1 12H6z" />
    <path d="M9 8V6.5a3 3 0 0 1 6 0V8M9.3 14l2 2 3.6-3.8" />
  </StrokeIcon>
);

export const QuoteIcon = (props: IconProps) => (
  <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
    <path d="M4 18.5v-5.2C4 9.5 5.9 6.8 9.6 5.5l.9 1.6c-2 .9-3.1 2.4-3.3 4.4H10v7zm9.5 0v-5.2c0-3.8 1.9-6.5 5.6-7.8l.9 1.6c-2 .9-3.1 2.4-3.3 4.4h2.8v7z" />
  </svg>
);

export const PhoneIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M6.6 3.5h2.6l1.4 4.2-2 1.3a11 11 0 0 0 6.4 6.4l1.3-2 4.2 1.4v2.6a2 2 0 0 1-2.2 2A17 17 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />
  </StrokeIcon>
);

export const ClockIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </StrokeIcon>
);

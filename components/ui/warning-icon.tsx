import { StrokeIcon, type IconProps } from './icon-base';

/** In a module of its own: the error screens load it without the whole icon set. */
export const WarningIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 3.8L2.8 19.5h18.4z" />
    <path d="M12 10v4.2M12 16.8v.2" />
  </StrokeIcon>
);

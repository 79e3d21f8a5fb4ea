import { Link } from '@/components/i18n/link';
import type { ComponentProps } from 'react';
import { buttonClass, type ButtonStyle } from './button';

/** A link that looks like a button (components/ui/button). */
export function ButtonLink({ variant, size, className, ...link }: ButtonStyle & ComponentProps<typeof Link>) {
  return <Link className={buttonClass({ variant, size, className })} {...link} />;
}

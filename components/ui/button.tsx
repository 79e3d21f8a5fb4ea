import type { ButtonHTMLAttributes } from 'react';

/**
 * The shop's buttons: one look per purpose, as a <button> (Button), a link that looks like one
 * (ButtonLink, in its own module so the error screens do not load the router's Link), or
 * `buttonClass` for the few places that style another element the same way.
 */
type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'danger-outline';
type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold transition-colors disabled:cursor-not-allowed aria-busy:cursor-wait';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-walnut-900 text-snow shadow-sm hover:bg-walnut-800 disabled:bg-walnut-700',
  secondary: 'border border-walnut-300 text-walnut-800 hover:border-walnut-500 hover:bg-white disabled:opacity-60',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-600',
  'danger-outline': 'border border-red-300 text-red-800 hover:border-red-500 hover:bg-red-50 disabled:opacity-60',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'px-5 py-2.5 text-sm',
  md: 'px-6 py-3',
  lg: 'px-7 py-3.5',
};

export function buttonClass({ variant = 'primary', size = 'md', className = '' }: ButtonStyle = {}): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${className}`.trim();
}

export function Button({ variant, size, className, type = 'button', ...button }: ButtonStyle & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...button} />;
}

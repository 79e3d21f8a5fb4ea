import { Link } from '@/components/i18n/link';
import { SITE_NAME } from '@/lib/seo/site';
import { BrandMark } from '../ui/brand-mark';

/** Logo and wordmark, linking home. `tone` picks the text colour for light or dark backgrounds. */
export function BrandLink({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const name = tone === 'dark' ? 'text-walnut-900' : 'text-snow';
  const sub = tone === 'dark' ? 'text-walnut-600' : 'text-walnut-200';
  return (
    <Link href="/" className="group flex shrink-0 items-center gap-2.5 rounded-lg">
      <BrandMark size={40} className="transition-transform duration-300 group-hover:-rotate-3" />
      <span className="flex flex-col leading-none">
        <span className={`font-display text-lg font-bold tracking-tight sm:text-xl ${name}`}>{SITE_NAME}</span>
        <span aria-hidden="true" className={`mt-1 hidden text-[0.65rem] font-semibold tracking-[0.2em] uppercase sm:block ${sub}`}>
          Gilgit-Baltistan
        </span>
      </span>
    </Link>
  );
}

'use client';

import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocalizedPath } from '@/components/i18n/use-locale';
import { SearchIcon } from '@/components/ui/icons';
import { MAX_SEARCH_LENGTH } from '@/lib/catalog/listing';
import { HeaderSearchListbox, optionId } from './header-search-listbox';
import { headerSearchAnnouncement, headerSearchOptions } from './header-search-options';
import { prepareSuggestions, useHeaderSearchSuggestions } from './header-search-suggestions';

const PLACEMENT = {
  /** The desktop header: a box that takes the room left (up to 18rem), whose list opens over the page, right-aligned with it. */
  header: {
    form: 'relative w-full max-w-72',
    popup:
      'absolute top-full inset-e-0 z-50 mt-2 max-h-[calc(100dvh-6rem)] w-[26rem] overflow-y-auto rounded-2xl border border-sand bg-snow p-2 shadow-2xl shadow-walnut-900/15',
  },
  /** A tablet's row under the header: a centred box, its list open over the page at the box's width. */
  row: {
    form: 'relative w-full max-w-xl',
    popup:
      'absolute inset-x-0 top-full z-50 mt-2 max-h-[calc(100dvh-9rem)] overflow-y-auto rounded-2xl border border-sand bg-snow p-2 shadow-2xl shadow-walnut-900/15',
  },
  /** The phone menu: full width, the list in the menu's own flow (the menu scrolls). */
  menu: {
    form: 'relative w-full',
    popup: 'mt-2 rounded-2xl border border-sand bg-snow p-2',
  },
} as const;

/**
 * The shop's search box (WAI-ARIA APG "combobox with listbox popup"). Without scripts it is a plain
 * GET form to /shop?q=…; with them, products and listings are suggested as the shopper types.
 * ArrowDown/ArrowUp walk the options (wrapping), Enter follows the active one (as a tap) or else submits,
 * Escape closes the list and a second Escape clears the text, Tab closes it.
 */
export function HeaderSearch({ placement }: { placement: keyof typeof PLACEMENT }) {
  const localized = useLocalizedPath();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const answer = useHeaderSearchSuggestions(text);
  const ids = useId();
  const listboxId = `${ids}-listbox`;

  const typed = text.trim() !== '';
  const options = answer ? headerSearchOptions(answer.text, answer) : [];
  const expanded = open && typed && answer !== null;
  const active = expanded && activeIndex < options.length ? activeIndex : -1;

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!typed || answer === null || options.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setOpen(true);
        setActiveIndex(stepFrom(expanded ? active : -1, step, options.length));
        return;
      }
      case 'Enter': {
        if (active < 0) return;
        event.preventDefault();
        // Followed as a tap would (the option is a link): a menu around the box closes as for a tap,
        // even when the address stays the same ("See all results" on the results page itself).
        close();
        document.getElementById(optionId(listboxId, active))?.click();
        return;
      }
      case 'Escape':
        if (expanded) close();
        else if (text !== '') setText('');
        else return;
        // Used here: a menu around the box must not close on it too (useDismiss skips a prevented Escape).
        event.preventDefault();
        return;
      case 'Tab':
        close();
    }
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };

  const styles = PLACEMENT[placement];
  return (
    <form
      role="search"
      aria-label="Site search"
      action={localized('/shop')}
      method="get"
      onFocus={prepareSuggestions}
      onBlur={onBlur}
      className={styles.form}
    >
      <label htmlFor={`${ids}-input`} className="sr-only">
        Search products
      </label>
      <div className="relative">
        <input
          id={`${ids}-input`}
          type="search"
          name="q"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(listboxId, active) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="Search dry fruits…"
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 w-full rounded-full border border-walnut-200 bg-white pe-12 ps-4 text-sm [unicode-bidi:plaintext] text-walnut-900 shadow-sm placeholder:text-walnut-500 hover:border-walnut-400 focus-visible:border-apricot-500"
        />
        <button
          type="submit"
          aria-label="Search"
          className="absolute top-0 inset-e-0 inline-flex size-11 items-center justify-center rounded-full text-walnut-700 hover:text-walnut-950"
        >
          <SearchIcon width={18} height={18} />
        </button>
      </div>
      <div hidden={!expanded} className={styles.popup}>
        {answer?.total === 0 && <p className="px-3 py-2 text-sm text-walnut-700">No products found</p>}
        <HeaderSearchListbox id={listboxId} options={options} activeIndex={active} hidden={options.length === 0} />
      </div>
      <p role="status" className="sr-only">
        {expanded ? headerSearchAnnouncement(answer.total) : ''}
      </p>
    </form>
  );
}

/** The index one `step` from `from` (-1: none active, so the first or the last), going round at either end. */
function stepFrom(from: number, step: 1 | -1, count: number): number {
  if (from < 0) return step === 1 ? 0 : count - 1;
  return (from + step + count) % count;
}

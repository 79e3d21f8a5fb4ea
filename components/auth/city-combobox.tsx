'use client';

import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FieldError, INPUT_CLASS, inputBorder } from '@/components/ui/form-fields';
import { ChevronDownIcon, MapPinIcon } from '@/components/ui/icons';
import { CITIES_FAILED, NO_CITIES_FOUND } from '@/lib/auth/messages';
import { filterCities, type City } from '@/lib/profile/types';

/** No option highlighted: the list has just opened or the text changed. */
const NONE = -1;

export interface CityComboboxProps {
  label?: string;
  cities: City[];
  status: 'loading' | 'ready' | 'error';
  onRetry: () => void;
  query: string;
  selected: City | null;
  onQueryChange: (query: string) => void;
  onSelect: (city: City | null) => void;
  error?: string;
  hint?: string;
  /**
   * Checkout only: a last option "My town is not listed", called with the text typed so far (also
   * what Enter does when nothing matches).
   */
  onNotListed?: (query: string) => void;
}

const NOT_LISTED = 'My town is not listed';

/**
 * A searchable city list (ARIA combobox with a listbox): typing filters by name, district or common
 * name, best match first (filterCities), "No cities found" when nothing matches. Nothing is
 * highlighted until an arrow moves: the first ↓ highlights the first match, Enter picks the
 * highlighted city (or the first match when none is highlighted), Escape closes the list. Typing after a pick clears it, so only a
 * city chosen from the list counts. With `onNotListed`, "My town is not listed" follows the matches.
 */
export function CityCombobox({
  label = 'City',
  cities,
  status,
  onRetry,
  query,
  selected,
  onQueryChange,
  onSelect,
  error,
  hint,
  onNotListed,
}: CityComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const notListedId = `${listId}-not-listed`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(NONE);
  const listRef = useRef<HTMLUListElement>(null);
  const matches = useMemo(() => filterCities(cities, selected ? '' : query), [cities, query, selected]);
  const expanded = open && status === 'ready';
  /** The options the arrows move through: the matching cities, then "My town is not listed". */
  const count = matches.length + (onNotListed ? 1 : 0);
  const activeIndex = Math.min(active, count - 1);
  const activeId = activeIndex === NONE ? undefined : activeIndex < matches.length ? `${listId}-${matches[activeIndex]!.id}` : notListedId;

  const choose = (city: City) => {
    onSelect(city);
    onQueryChange(city.name);
    setOpen(false);
  };

  const chooseNotListed = () => {
    setOpen(false);
    onNotListed?.(query);
  };

  const moveTo = (index: number) => {
    setActive(index);
    listRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return setOpen(true);
      if (count === 0) return;
      if (activeIndex === NONE) return moveTo(event.key === 'ArrowDown' ? 0 : count - 1);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      moveTo((activeIndex + step + count) % count);
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const index = activeIndex === NONE ? 0 : activeIndex;
      const city = matches[index];
      if (city) choose(city);
      else if (onNotListed) chooseNotListed();
    } else if (event.key === 'Escape' && expanded) {
      // Close the list, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  /** A name typed in full that matches exactly one city counts as picking it. */
  const onBlur = () => {
    setOpen(false);
    if (selected || query.trim() === '') return;
    const exact = cities.filter((city) => city.name.toLowerCase() === query.trim().toLowerCase());
    if (exact.length === 1) choose(exact[0]!);
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-walnut-800">
        {label}
      </label>
      <div className="relative">
        <MapPinIcon
          width={18}
          height={18}
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 inset-s-3.5 -translate-y-1/2 text-walnut-400"
        />
        <input
          id={id}
          name="city"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? activeId : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined}
          placeholder={status === 'loading' ? 'Loading cities…' : 'Search for your city'}
          value={query}
          disabled={status === 'loading'}
          onChange={(event) => {
            onQueryChange(event.target.value);
            if (selected) onSelect(null);
            setActive(NONE);
            setOpen(true);
          }}
          onFocus={() => {
            setActive(NONE);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
          className={`${INPUT_CLASS} ${inputBorder(Boolean(error))} pe-10 ps-10`}
        />
        <ChevronDownIcon
          width={18}
          height={18}
          aria-hidden="true"
          className={`pointer-events-none absolute top-1/2 inset-e-3.5 -translate-y-1/2 text-walnut-500 transition-transform ${expanded ? 'rotate-180' : ''}`}
        />
      </div>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        // A scrolling list is otherwise a Tab stop of its own: Tab would land on it, close it and
        // leave focus on <body>. Focus stays in the input; the arrows move through the options.
        tabIndex={-1}
        aria-label={`${label} options`}
        hidden={!expanded}
        className="absolute z-20 mt-2 max-h-60 w-full overflow-y-auto rounded-xl border border-sand bg-white p-1.5 shadow-xl shadow-walnut-900/10"
      >
        {matches.map((city, index) => (
          <li
            key={city.id}
            id={`${listId}-${city.id}`}
            role="option"
            data-index={index}
            aria-selected={selected?.id === city.id}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(city)}
            onMouseMove={() => setActive(index)}
            className={`flex cursor-pointer items-baseline justify-between gap-3 rounded-lg px-3 py-2 text-sm ${index === activeIndex ? 'bg-cream text-walnut-950' : 'text-walnut-800'}`}
          >
            <span className="font-medium">{city.name}</span>
            <span className="text-xs text-walnut-500">{city.province}</span>
          </li>
        ))}
        {matches.length === 0 && (
          <li role="option" aria-disabled="true" aria-selected={false} className="px-3 py-2 text-sm text-walnut-600">
            {NO_CITIES_FOUND}
          </li>
        )}
        {onNotListed && (
          <li
            id={notListedId}
            role="option"
            data-index={matches.length}
            aria-selected={false}
            onMouseDown={(event) => event.preventDefault()}
            onClick={chooseNotListed}
            onMouseMove={() => setActive(matches.length)}
            className={`mt-1 cursor-pointer rounded-lg border-t border-sand px-3 py-2 text-sm font-semibold text-apricot-800 ${activeIndex === matches.length ? 'bg-cream' : ''}`}
          >
            {NOT_LISTED}
          </li>
        )}
      </ul>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-walnut-600">
          {hint}
        </p>
      )}
      {status === 'error' && (
        <div role="alert" className="mt-1.5 flex flex-wrap items-center gap-2 text-sm font-medium text-red-700">
          <span>{CITIES_FAILED}</span>
          <button
            type="button"
            onClick={onRetry}
            className="rounded-full border border-red-300 px-3 py-1 text-xs font-semibold text-red-800 hover:bg-red-50"
          >
            Retry
          </button>
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

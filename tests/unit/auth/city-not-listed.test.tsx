import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { CityCombobox } from '@/components/auth/city-combobox';
import type { City } from '@/lib/profile/types';

// jsdom lays nothing out, so it has no scrollIntoView; the list keeps the highlighted option in view with it.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

const CITIES: City[] = [
  { id: 1, name: 'Gilgit', province: 'Gilgit-Baltistan' },
  { id: 18, name: 'Phander', province: 'Gilgit-Baltistan' },
];

function Harness({ onNotListed }: { onNotListed?: (query: string) => void }) {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<City | null>(null);
  return (
    <CityCombobox
      cities={CITIES}
      status="ready"
      onRetry={() => {}}
      query={query}
      selected={selected}
      onQueryChange={setQuery}
      onSelect={setSelected}
      onNotListed={onNotListed}
    />
  );
}

test('where an order is placed, "My town is not listed" follows the matches; Enter takes it when nothing matches', () => {
  const onNotListed = jest.fn();
  render(<Harness onNotListed={onNotListed} />);
  const city = screen.getByRole('combobox', { name: 'City' });
  fireEvent.change(city, { target: { value: 'Handrap' } });
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['No cities found', 'My town is not listed']);
  fireEvent.keyDown(city, { key: 'Enter' });
  expect(onNotListed).toHaveBeenCalledWith('Handrap');
});

test('the arrows reach it after the last match, and a click takes it too', () => {
  const onNotListed = jest.fn();
  render(<Harness onNotListed={onNotListed} />);
  const city = screen.getByRole('combobox', { name: 'City' });
  fireEvent.change(city, { target: { value: 'gil' } });
  fireEvent.keyDown(city, { key: 'ArrowDown' });
  fireEvent.keyDown(city, { key: 'ArrowDown' });
  const option = screen.getByRole('option', { name: 'My town is not listed' });
  expect(city).toHaveAttribute('aria-activedescendant', option.id);
  fireEvent.keyDown(city, { key: 'ArrowDown' });
  expect(city).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /^Gilgit/ }).id);
  fireEvent.keyDown(city, { key: 'Enter' });
  expect(city).toHaveValue('Gilgit');
  expect(onNotListed).not.toHaveBeenCalled();

  fireEvent.change(city, { target: { value: 'Ghulkin' } });
  fireEvent.click(screen.getByRole('option', { name: 'My town is not listed' }));
  expect(onNotListed).toHaveBeenCalledWith('Ghulkin');
});

test('sign-up and settings (no onNotListed) offer only the list', () => {
  render(<Harness />);
  const city = screen.getByRole('combobox', { name: 'City' });
  fireEvent.change(city, { target: { value: 'Handrap' } });
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['No cities found']);
  fireEvent.keyDown(city, { key: 'Enter' });
  expect(city).toHaveValue('Handrap');
});

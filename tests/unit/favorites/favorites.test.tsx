import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FavoriteToggle } from '@/components/favorites/favorite-toggle';
import { FAVORITES_KEY, normalizeFavorites, readFavorites, toggleFavoriteId, writeFavorites } from '@/lib/favorites/local-favorites';
import { renderWithQuery } from '../support/render-with-query';

beforeEach(() => {
  window.localStorage.clear();
});

test('toggling adds and removes a product id', () => {
  expect(toggleFavoriteId([], 3)).toEqual([3]);
  expect(toggleFavoriteId([3, 7], 3)).toEqual([7]);
  expect(toggleFavoriteId([3], 7)).toEqual([3, 7]);
});

test('favourites are a list of product ids in localStorage; bad entries are dropped', () => {
  writeFavorites(window.localStorage, [5, 12]);
  expect(window.localStorage.getItem(FAVORITES_KEY)).toBe('[5,12]');
  expect(readFavorites(window.localStorage)).toEqual([5, 12]);
  window.localStorage.setItem(FAVORITES_KEY, '[1, 1, "2", -3, 4.5, 9]');
  expect(readFavorites(window.localStorage)).toEqual([1, 9]);
  window.localStorage.setItem(FAVORITES_KEY, 'nope');
  expect(readFavorites(window.localStorage)).toEqual([]);
  expect(normalizeFavorites(null)).toEqual([]);
});

test('the toggle is a pressed/unpressed button whose label says what it will do, updating at once (no request for a guest)', async () => {
  global.fetch = jest.fn() as unknown as typeof fetch;
  const { client } = renderWithQuery(
    <>
      <FavoriteToggle productId={12} productName="Chilgoza Pine Nuts (Roasted)" />
      <FavoriteToggle productId={12} productName="Chilgoza Pine Nuts (Roasted)" variant="labelled" />
    </>,
  );
  const [overlay, labelled] = screen.getAllByRole('button');
  expect(overlay).toHaveAttribute('aria-pressed', 'false');
  expect(overlay).toHaveAccessibleName('Add to favourites: Chilgoza Pine Nuts (Roasted)');
  expect(labelled).toHaveTextContent('Add to favourites');

  fireEvent.click(overlay);
  await waitFor(() => expect(overlay).toHaveAttribute('aria-pressed', 'true'));
  expect(overlay).toHaveAccessibleName('Remove from favourites: Chilgoza Pine Nuts (Roasted)');
  expect(labelled).toHaveAttribute('aria-pressed', 'true');
  expect(labelled).toHaveTextContent('Remove from favourites');
  expect(client.getQueryData(['favorites', 'list', 'guest'])).toEqual([12]);
  expect(window.localStorage.getItem(FAVORITES_KEY)).toBe('[12]');

  fireEvent.click(labelled);
  await waitFor(() => expect(overlay).toHaveAttribute('aria-pressed', 'false'));
  expect(window.localStorage.getItem(FAVORITES_KEY)).toBeNull();
  expect(global.fetch).not.toHaveBeenCalled();
});

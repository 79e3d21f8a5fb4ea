import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HeaderSearch } from '@/components/search/header-search';
import type { SearchSuggestions } from '@/lib/search/types';
import { renderWithQuery } from '../support/render-with-query';

type FakeResponse = { ok: boolean; status: number; json: () => Promise<unknown> };

const ALMONDS: SearchSuggestions = {
  products: [
    { id: 3, name: 'Gilgit Almonds (Badam)', href: '/product/3', imageUrl: null, priceFrom: 1450, inStock: true },
    { id: 9, name: 'Kagzi Almonds', href: '/product/9', imageUrl: '/images/products/kagzi.webp', priceFrom: 2100, inStock: false },
  ],
  listings: [],
  total: 2,
  resultsHref: '/shop?q=badaam',
  suggestion: null,
};

const NOTHING: SearchSuggestions = {
  products: [],
  listings: [],
  total: 0,
  resultsHref: '/shop?q=zzqx',
  suggestion: { name: 'Gilgit Apricots', href: '/product/1' },
};

let fetchMock: jest.Mock<Promise<FakeResponse>, [string, RequestInit?]>;

function answering(answer: SearchSuggestions) {
  fetchMock = jest.fn((_url: string) =>
    Promise.resolve<FakeResponse>({ ok: true, status: 200, json: async () => ({ ok: true, ...answer }) }),
  );
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
}

const afterEachCleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of afterEachCleanups.splice(0)) cleanup();
  delete (globalThis as { fetch?: unknown }).fetch;
});

function renderBox() {
  renderWithQuery(<HeaderSearch placement="header" />);
  return screen.getByRole('combobox', { name: 'Search products' });
}

async function typeAndWait(box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
  await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
}

const activeOption = (box: HTMLElement) => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');

test('a plain GET form to /shop: it works without scripts', () => {
  answering(ALMONDS);
  const box = renderBox();
  const form = screen.getByRole('search', { name: 'Site search' });
  expect(form).toHaveAttribute('action', '/shop');
  expect(form).toHaveAttribute('method', 'get');
  expect(box).toHaveAttribute('name', 'q');
  expect(box).toHaveAttribute('type', 'search');
  expect(box).not.toHaveAttribute('dir');
  expect(box.className).toContain('[unicode-bidi:plaintext]');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(box).toHaveAttribute('aria-autocomplete', 'list');
  expect(box).not.toHaveAttribute('aria-activedescendant');
});

test('typing asks once for the settled text and lists products with their prices, then all results', async () => {
  answering(ALMONDS);
  const box = renderBox();
  fireEvent.change(box, { target: { value: 'b' } });
  fireEvent.change(box, { target: { value: 'badaam' } });
  await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]![0]).toBe('/api/search/suggest?q=badaam');
  const listbox = screen.getByRole('listbox');
  expect(box).toHaveAttribute('aria-controls', listbox.id);
  const options = screen.getAllByRole('option');
  // A product's row (photo and price) is loaded apart from the box; until then it shows the name.
  await waitFor(() =>
    expect(options.map((option) => option.textContent)).toEqual([
      'Gilgit Almonds (Badam)from Rs. 1,450',
      'Kagzi AlmondsSold out',
      'See all 2 results for “badaam”',
    ]),
  );
  expect(options[2]).toHaveAttribute('href', '/shop?q=badaam');
  expect(screen.getByRole('status')).toHaveTextContent('2 products found');
});

test('a request for text the shopper has typed past is aborted', async () => {
  answering(ALMONDS);
  const slow = new Promise<FakeResponse>(() => {});
  fetchMock.mockImplementationOnce(() => slow);
  const box = renderBox();
  fireEvent.change(box, { target: { value: 'ba' } });
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  await typeAndWait(box, 'badaam');
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/search/suggest?q=ba', '/api/search/suggest?q=badaam']);
  expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(true);
  expect(screen.getAllByRole('option')).toHaveLength(3);
});

test('ArrowDown and ArrowUp move the active option, wrapping; aria-activedescendant follows', async () => {
  answering(ALMONDS);
  const box = renderBox();
  await typeAndWait(box, 'badaam');
  const options = screen.getAllByRole('option');

  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(activeOption(box)).toBe(options[0]);
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(activeOption(box)).toBe(options[2]);
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(activeOption(box)).toBe(options[0]);
  fireEvent.keyDown(box, { key: 'ArrowUp' });
  expect(activeOption(box)).toBe(options[2]);
  expect(options[0]).toHaveAttribute('aria-selected', 'false');
});

test('Enter on an active option goes to its page; Enter with none active submits the form', async () => {
  answering(ALMONDS);
  const box = renderBox();
  await typeAndWait(box, 'badaam');
  const followed = followedLinks();

  expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(true);
  expect(followed).toEqual([]);

  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(false);
  // Followed as a tap follows it: a click on the option's link (a menu around the box closes on it).
  expect(followed).toEqual(['/product/3']);
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the list, a second Escape clears the text; Tab closes it too', async () => {
  answering(ALMONDS);
  const box = renderBox();
  await typeAndWait(box, 'badaam');
  fireEvent.keyDown(box, { key: 'ArrowDown' });

  fireEvent.keyDown(box, { key: 'Escape' });
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(box).not.toHaveAttribute('aria-activedescendant');
  expect(box).toHaveValue('badaam');
  fireEvent.keyDown(box, { key: 'Escape' });
  expect(box).toHaveValue('');

  await typeAndWait(box, 'badaam');
  fireEvent.keyDown(box, { key: 'Tab' });
  expect(box).toHaveAttribute('aria-expanded', 'false');
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(activeOption(box)).toBe(screen.getAllByRole('option')[0]);
});

test('nothing found: "No products found" and "Did you mean" as the one option', async () => {
  answering(NOTHING);
  const box = renderBox();
  await typeAndWait(box, 'zzqx');
  expect(screen.getByText('No products found', { selector: 'p:not([role=status])' })).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('No products found');
  const options = screen.getAllByRole('option');
  expect(options).toHaveLength(1);
  expect(options[0]).toHaveTextContent('Did you mean Gilgit Apricots?');
  const followed = followedLinks();
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(followed).toEqual(['/product/1']);
});

/** The links clicked from now on (the click's navigation is stopped: jsdom has none). */
function followedLinks(): string[] {
  const hrefs: string[] = [];
  const record = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    event.preventDefault();
    hrefs.push(link.getAttribute('href')!);
  };
  document.addEventListener('click', record, true);
  afterEachCleanups.push(() => document.removeEventListener('click', record, true));
  return hrefs;
}

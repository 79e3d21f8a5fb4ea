import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SearchWords } from '@/components/search/search-words';
import { SYNONYM_MESSAGES } from '@/lib/search/synonym-schema';
import { renderWithQuery } from '../support/render-with-query';

const mockRouter = { refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useParams: () => ({}), useRouter: () => mockRouter }));

type FakeResponse = { ok: boolean; status: number; json: () => Promise<unknown> };
let fetchMock: jest.Mock<Promise<FakeResponse>, [string, RequestInit?]>;
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

const SYNONYMS = [{ means: 'almond', terms: ['baadam', 'badaam', 'بادام'] }];
const MISSES = [{ query: 'akhrout', searches: 3, lastSearchedAt: '2026-11-20T10:05:00Z' }];

test('words are listed by meaning, each removable by its own name; Urdu reads in its direction', () => {
  renderWithQuery(<SearchWords synonyms={SYNONYMS} misses={MISSES} />);
  const almond = screen.getByRole('list', { name: 'Words for almond' });
  expect(within(almond).getByText('بادام')).toHaveAttribute('dir', 'auto');
  expect(within(almond).getByRole('button', { name: 'Remove badaam (almond)' })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Searches that found nothing' })).toHaveTextContent(
    'akhroutSearched 3 times, last 20 Nov 2026, 3:05 pm',
  );
});

test('"Add as a word" puts the search into Word and moves to Means; the form sends the pair and the page refreshes', async () => {
  fetchMock = jest.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve({
      ok: true,
      status: 200,
      json: async () => ({ ok: true, message: '“akhrout” now finds walnut.', term: 'akhrout', means: 'walnut' }),
    }),
  );
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  renderWithQuery(<SearchWords synonyms={SYNONYMS} misses={MISSES} />);
  fireEvent.click(screen.getByRole('button', { name: 'Add as a word' }));
  const form = screen.getByRole('form', { name: 'Add a word' });
  expect(within(form).getByLabelText('Word')).toHaveValue('akhrout');
  expect(within(form).getByLabelText('Means')).toHaveFocus();
  fireEvent.change(within(form).getByLabelText('Means'), { target: { value: ' walnut ' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Add word' }));
  expect(await screen.findByText('“akhrout” now finds walnut.')).toBeInTheDocument();
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/admin/search/synonyms');
  expect(JSON.parse(String(init?.body))).toEqual({ term: 'akhrout', means: 'walnut' });
  await waitFor(() => expect(within(screen.getByRole('form', { name: 'Add a word' })).getByLabelText('Word')).toHaveValue(''));
  expect(mockRouter.refresh).toHaveBeenCalled();
});

test('a word with a space is refused in the form, before any request', () => {
  fetchMock = jest.fn();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  renderWithQuery(<SearchWords synonyms={[]} misses={[]} />);
  expect(screen.getByText('No search has come up empty yet.')).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Add a word' });
  fireEvent.change(within(form).getByLabelText('Word'), { target: { value: 'dry fruit' } });
  fireEvent.change(within(form).getByLabelText('Means'), { target: { value: 'almond' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Add word' }));
  expect(within(form).getByText(SYNONYM_MESSAGES.oneWord)).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

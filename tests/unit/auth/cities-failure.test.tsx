import { act, fireEvent, screen, within } from '@testing-library/react';
import { CityCombobox } from '@/components/auth/city-combobox';
import { useCities } from '@/components/auth/use-cities';
import { CITIES_FAILED } from '@/lib/auth/messages';
import { renderWithQuery } from '../support/render-with-query';

/** Each render has its own QueryClient, so the city list starts unloaded. */
function Harness() {
  const cities = useCities();
  return (
    <CityCombobox
      cities={cities.cities}
      status={cities.status}
      onRetry={cities.retry}
      query=""
      selected={null}
      onQueryChange={() => {}}
      onSelect={() => {}}
    />
  );
}

const CITIES = [{ id: 1, name: 'Gilgit', province: 'Gilgit-Baltistan' }];

test('cities that fail to load say so after the retries (3, 1 s apart), and Retry loads them', async () => {
  jest.useFakeTimers();
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    let calls = 0;
    global.fetch = jest.fn(async () => {
      calls += 1;
      const ok = calls > 4;
      return { ok, status: ok ? 200 : 503, json: async () => (ok ? CITIES : { ok: false }) } as unknown as Response;
    }) as typeof fetch;
    renderWithQuery(<Harness />);
    const city = screen.getByRole('combobox', { name: 'City' });
    expect(city).toBeDisabled();
    expect(city).toHaveAttribute('placeholder', 'Loading cities…');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2900);
    });
    expect(calls).toBe(3);
    expect(screen.queryByText(CITIES_FAILED)).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(calls).toBe(4);
    expect(screen.getByRole('alert')).toHaveTextContent(CITIES_FAILED);

    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(calls).toBe(5);
    expect(screen.queryByText(CITIES_FAILED)).toBeNull();
    expect(screen.getByRole('combobox', { name: 'City' })).toBeEnabled();
    expect(logged).toHaveBeenCalledWith(`${CITIES_FAILED}:`, expect.objectContaining({ status: 503 }));
  } finally {
    logged.mockRestore();
    jest.useRealTimers();
  }
});

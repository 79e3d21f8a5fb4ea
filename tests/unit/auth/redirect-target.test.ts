import { safeRedirectTarget } from '@/lib/auth/redirect-target';
import {
  clearRedirectAfterAuth,
  isIOS,
  peekRedirectAfterAuth,
  storeRedirectAfterAuth,
  takeRedirectAfterAuth,
  type RedirectStores,
} from '@/lib/auth/redirect-storage';

describe('safeRedirectTarget', () => {
  test.each([
    ['/orders', '/orders'],
    ['/orders/GDF-2611-7KQ2MX', '/orders/GDF-2611-7KQ2MX'],
    ['/settings?tab=profile#password', '/settings?tab=profile#password'],
    ['/shop?q=almonds&sort=price', '/shop?q=almonds&sort=price'],
    ['/a/../orders', '/orders'],
  ])('%s stays on the site as %s', (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
  });

  test.each([
    '//evil.example',
    '//evil.example/orders',
    'https://evil.example',
    'http://evil.example/orders',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'orders',
    '',
    ' /orders',
    'https:/evil.example',
  ])('%j is refused', (input) => {
    expect(safeRedirectTarget(input)).toBeNull();
  });

  test('non-strings are refused', () => {
    expect(safeRedirectTarget(undefined)).toBeNull();
    expect(safeRedirectTarget(42)).toBeNull();
    expect(safeRedirectTarget({ toString: () => '/orders' })).toBeNull();
  });
});

function memoryStore(failing = false): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (i: number) => [...items.keys()][i] ?? null,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (failing) throw new Error('QuotaExceededError');
      items.set(k, v);
    },
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('redirectAfterAuth storage', () => {
  test('session storage holds it; taking it clears it', () => {
    const stores: RedirectStores = { session: memoryStore(), local: memoryStore(), ios: false };
    expect(storeRedirectAfterAuth('/orders?page=2', stores)).toBe('/orders?page=2');
    expect(stores.session!.getItem('redirectAfterAuth')).toBe('/orders?page=2');
    expect(stores.local!.getItem('redirectAfterAuth')).toBeNull();
    expect(peekRedirectAfterAuth(stores)).toBe('/orders?page=2');
    expect(takeRedirectAfterAuth(stores)).toBe('/orders?page=2');
    expect(takeRedirectAfterAuth(stores)).toBeNull();
  });

  test('local storage is the fallback when session storage fails', () => {
    const stores: RedirectStores = { session: memoryStore(true), local: memoryStore(), ios: false };
    storeRedirectAfterAuth('/settings', stores);
    expect(stores.local!.getItem('redirectAfterAuth')).toBe('/settings');
    expect(takeRedirectAfterAuth(stores)).toBe('/settings');
    expect(stores.local!.getItem('redirectAfterAuth')).toBeNull();
  });

  test('on iOS both stores hold it, and both are cleared', () => {
    const stores: RedirectStores = { session: memoryStore(), local: memoryStore(), ios: true };
    storeRedirectAfterAuth('/orders', stores);
    expect(stores.session!.getItem('redirectAfterAuth')).toBe('/orders');
    expect(stores.local!.getItem('redirectAfterAuth')).toBe('/orders');
    clearRedirectAfterAuth(stores);
    expect(stores.session!.getItem('redirectAfterAuth')).toBeNull();
    expect(stores.local!.getItem('redirectAfterAuth')).toBeNull();
  });

  test('a foreign target is never stored, and a tampered stored value is never followed', () => {
    const stores: RedirectStores = { session: memoryStore(), local: memoryStore(), ios: false };
    expect(storeRedirectAfterAuth('//evil.example', stores)).toBeNull();
    expect(stores.session!.getItem('redirectAfterAuth')).toBeNull();
    stores.local!.setItem('redirectAfterAuth', 'https://evil.example');
    expect(takeRedirectAfterAuth(stores)).toBeNull();
    expect(stores.local!.getItem('redirectAfterAuth')).toBeNull();
  });

  test('isIOS recognises iPhones and iPadOS', () => {
    expect(isIOS({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', platform: 'iPhone', maxTouchPoints: 5 })).toBe(
      true,
    );
    expect(isIOS({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true);
    expect(isIOS({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', maxTouchPoints: 0 })).toBe(false);
    expect(isIOS({ userAgent: 'Mozilla/5.0 (Linux; Android 14)', platform: 'Linux armv8l', maxTouchPoints: 5 })).toBe(false);
  });
});

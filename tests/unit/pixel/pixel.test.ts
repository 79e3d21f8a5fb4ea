import {
  configureMetaPixel,
  COMPLETE_REGISTRATION,
  isMetaPixelLoaded,
  loadMetaPixel,
  PIXEL_SCRIPT_URL,
  trackPixelEvent,
  USER_LOGGED_IN,
} from '@/lib/pixel/pixel';

type Fbq = ((...args: unknown[]) => void) & { queue: unknown[][] };
const fbq = () => (window as unknown as { fbq?: Fbq }).fbq;

afterEach(() => {
  delete (window as unknown as { fbq?: Fbq }).fbq;
  delete (window as unknown as { _fbq?: Fbq })._fbq;
  document.head.innerHTML = '';
  configureMetaPixel(null);
});

test('without a pixel id nothing is loaded and events go nowhere', () => {
  configureMetaPixel(null);
  loadMetaPixel();
  trackPixelEvent(USER_LOGGED_IN, { em: 'x' });
  expect(isMetaPixelLoaded()).toBe(false);
  expect(document.querySelector('script')).toBeNull();
});

test('an invalid id counts as none', () => {
  configureMetaPixel('not-a-pixel');
  loadMetaPixel();
  expect(isMetaPixelLoaded()).toBe(false);
});

test("loading injects Meta's script once, inits the pixel and sends PageView", () => {
  configureMetaPixel('1234567890');
  loadMetaPixel();
  loadMetaPixel();
  const scripts = document.querySelectorAll('script');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]!.src).toBe(PIXEL_SCRIPT_URL);
  expect(scripts[0]!.async).toBe(true);
  expect(fbq()!.queue).toEqual([
    ['init', '1234567890'],
    ['track', 'PageView'],
  ]);
});

test('events before the pixel loads wait for it; hashed user data goes with init (advanced matching)', () => {
  configureMetaPixel('1234567890');
  trackPixelEvent(COMPLETE_REGISTRATION, { em: 'aa', ph: 'bb' });
  expect(isMetaPixelLoaded()).toBe(false);
  loadMetaPixel();
  trackPixelEvent(USER_LOGGED_IN, { em: 'cc' });
  trackPixelEvent(USER_LOGGED_IN, {});
  expect(fbq()!.queue).toEqual([
    ['init', '1234567890'],
    ['track', 'PageView'],
    ['init', '1234567890', { em: 'aa', ph: 'bb' }],
    ['track', 'CompleteRegistration'],
    ['init', '1234567890', { em: 'cc' }],
    ['trackCustom', 'UserLoggedIn'],
    ['trackCustom', 'UserLoggedIn'],
  ]);
});

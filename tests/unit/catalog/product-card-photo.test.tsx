import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ProductCard, type CardImage } from '@/components/catalog/product-card';
import { toProductCardData } from '@/lib/catalog/card';
import { product } from './fixtures';
import { renderWithQuery, withQuery } from '../support/render-with-query';

const card = toProductCardData(product({ id: 7, name: 'Hunza Walnuts' }));
const photo: CardImage = {
  src: '/_next/image?url=%2Fw.webp&w=768&q=75',
  srcSet: '/_next/image?url=%2Fw.webp&w=320&q=75 320w',
  sizes: '92vw',
  loading: 'near-screen',
};

/** A stand-in for the browser's IntersectionObserver that the test moves by hand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
});

test('the first photo is fetched with the page, eagerly and at high priority', () => {
  renderWithQuery(<ProductCard card={card} image={{ ...photo, loading: 'eager' }} />);
  const img = screen.getByRole('img', { name: 'Hunza Walnuts' });
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('fetchpriority', 'high');
  expect(img).toHaveAttribute('srcset', photo.srcSet);
  expect(FakeIntersectionObserver.instances).toHaveLength(0);
});

test('a near-screen photo is in the server HTML only inside <noscript>', () => {
  const html = renderToString(withQuery(<ProductCard card={card} image={photo} />));
  expect(html).toMatch(/<noscript><img [^>]*alt="Hunza Walnuts"/);
  expect(html.replace(/<noscript>.*?<\/noscript>/g, '')).not.toContain('<img');
});

test('a near-screen photo appears once its card comes near the screen, and stays', () => {
  renderWithQuery(<ProductCard card={card} image={photo} />);
  expect(screen.queryByRole('img', { name: 'Hunza Walnuts' })).toBeNull();
  const [observer] = FakeIntersectionObserver.instances;
  expect(observer!.options?.rootMargin).toBe('50% 0px');

  act(() => observer!.enter(false));
  expect(screen.queryByRole('img', { name: 'Hunza Walnuts' })).toBeNull();

  act(() => observer!.enter(true));
  expect(screen.getByRole('img', { name: 'Hunza Walnuts' })).toHaveAttribute('src', photo.src);
  expect(observer!.disconnected).toBe(true);
  expect(FakeIntersectionObserver.instances).toHaveLength(1);
});

test('a first-row photo is a lazy image shown from 640 px, and a near-screen one on phones', () => {
  const html = renderToString(withQuery(<ProductCard card={card} image={{ ...photo, loading: 'near-screen-on-phones' }} />));
  const outsideNoscript = html.replace(/<noscript>.*?<\/noscript>/g, '');
  expect(outsideNoscript).toMatch(/<span class="absolute inset-0 max-sm:hidden"><img [^>]*loading="lazy"/);
  expect(outsideNoscript.match(/<img /g)).toHaveLength(1);
  expect(html).toMatch(/<span class="absolute inset-0 sm:hidden"><span class="absolute inset-0"><noscript><img /);
});

test('without IntersectionObserver a near-screen photo is shown at once', () => {
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: undefined });
  renderWithQuery(<ProductCard card={card} image={photo} />);
  expect(screen.getByRole('img', { name: 'Hunza Walnuts' })).toBeInTheDocument();
});

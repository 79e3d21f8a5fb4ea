import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ProductCard, type CardImage } from '@/components/catalog/product-card';
import { toProductCardData } from '@/lib/catalog/card';
import { product } from './fixtures';

const card = toProductCardData(product({ id: 7, name: 'Hunza Walnuts' }));
const photo: CardImage = { src: '/_next/image?url=%2Fw.webp&w=768&q=75', srcSet: '/_next/image?url=%2Fw.webp&w=320&q=75 320w', sizes: '92vw', priority: false };

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

test('a card photo that is not deferred is an ordinary lazy image from the first render', () => {
  render(<ProductCard card={card} image={photo} />);
  const img = screen.getByRole('img', { name: 'Hunza Walnuts' });
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('srcset', photo.srcSet);
  expect(FakeIntersectionObserver.instances).toHaveLength(0);
});

test('the priority photo is fetched eagerly and at high priority', () => {
  render(<ProductCard card={card} image={{ ...photo, priority: true }} />);
  const img = screen.getByRole('img', { name: 'Hunza Walnuts' });
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('fetchpriority', 'high');
});

test('a deferred photo is in the server HTML only inside <noscript>', () => {
  const html = renderToString(<ProductCard card={card} image={{ ...photo, deferred: true }} />);
  expect(html).toMatch(/<noscript><img [^>]*alt="Hunza Walnuts"/);
  expect(html.replace(/<noscript>.*?<\/noscript>/g, '')).not.toContain('<img');
});

test('a deferred photo appears once its card comes near the screen, and stays', () => {
  render(<ProductCard card={card} image={{ ...photo, deferred: true }} />);
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

test('without IntersectionObserver a deferred photo is shown at once', () => {
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: undefined });
  render(<ProductCard card={card} image={{ ...photo, deferred: true }} />);
  expect(screen.getByRole('img', { name: 'Hunza Walnuts' })).toBeInTheDocument();
});

import { renderToString } from 'react-dom/server';
import { BestSellers } from '@/components/home/best-sellers';
import { product, variant } from '../catalog/fixtures';
import { withQuery } from '../support/render-with-query';

/** Twelve products, the even ids best sellers, each priced at its id in hundreds. */
const CATALOG = Array.from({ length: 12 }, (_, index) =>
  product({
    id: index + 1,
    name: `Product ${index + 1}`,
    isBestSeller: index % 2 === 1,
    variants: [variant({ price: (index + 1) * 100 })],
  }),
);

function render(catalog = CATALOG) {
  document.body.innerHTML = renderToString(withQuery(<BestSellers catalog={catalog} />));
  return document.body;
}

test('the best sellers only, with their prices, and a link to them all', () => {
  const page = render();
  const names = [...page.querySelectorAll('[data-testid="product-card"] h3')].map((heading) => heading.textContent);
  expect(names).toEqual(['Product 2', 'Product 4', 'Product 6', 'Product 8', 'Product 10', 'Product 12']);
  expect([...page.querySelectorAll('[data-testid="card-price"]')].map((price) => price.textContent)).toEqual([
    'Rs. 200',
    'Rs. 400',
    'Rs. 600',
    'Rs. 800',
    'Rs. 1,000',
    'Rs. 1,200',
  ]);
  expect(page.querySelector('h2')).toHaveTextContent('Best sellers');
  expect(page.querySelector('a[href="/best-sellers"]')).toHaveTextContent('See all best sellers');
  expect(page.querySelector('link[rel="preload"]')).toBeNull();
});

test('at most eight cards; none and the section is left out', () => {
  const allBest = CATALOG.map((item) => ({ ...item, isBestSeller: true }));
  expect(render(allBest).querySelectorAll('[data-testid="product-card"]')).toHaveLength(8);
  expect(render(CATALOG.map((item) => ({ ...item, isBestSeller: false }))).innerHTML).toBe('');
});

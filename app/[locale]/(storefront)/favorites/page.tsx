import { FavoritesView, type FavoriteProduct } from '@/components/favorites/favorites-view';
import { toProductCardData } from '@/lib/catalog/card';
import { listCatalog } from '@/lib/catalog/queries';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = () =>
  pageMetadata({
    title: 'Favourites',
    description: 'The products you marked as favourites at Gilgit Dry Fruits.',
    path: '/favorites',
    noindex: true,
  });

/**
 * /favorites: open to guests. The page carries the catalogue's small card data; which products are
 * favourites is known only in the browser (components/favorites/favorites-view.tsx).
 */
export default async function FavoritesPage() {
  const products: FavoriteProduct[] = (await listCatalog()).map((product) => {
    const { id, name, from, addItem, inStock } = toProductCardData(product);
    return { id, name, from, addItem, inStock, imageUrl: product.imageUrl };
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <h1 className="font-display text-4xl font-bold tracking-tight text-walnut-950">Your Favourites</h1>
      <div className="mt-8">
        <FavoritesView products={products} />
      </div>
    </div>
  );
}

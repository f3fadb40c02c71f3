import { MESSAGES } from 'shared-contracts';
import type { ServerPrefetch } from 'store-runtime';
import {
  categoriesQuery,
  categoryRowQuery,
  newestProductsQuery,
  topLevelCategories,
  useCategories,
} from '../common/catalog-queries';
import { CollectionGallery } from './collection-gallery';
import { HeroBanner } from './hero-banner';
import styles from './home-page.module.css';
import { MarketingShowcase } from './marketing-showcase';
import { ProductRow } from './product-row';
import { ShopTheLook } from './shop-the-look';

/** / and /home (product rules §1): hero, product row, 'Shop the look', the collection gallery, the marketing page. */
export default function HomePage() {
  const categories = useCategories();
  const list = categories.data ?? [];
  return (
    <div className={styles.page}>
      <h1 className={styles.visuallyHidden}>Home</h1>
      <HeroBanner categories={list} loading={categories.isPending} />
      {categories.isError ? (
        <div className={styles.error} role="alert">
          <p>We could not load the categories.</p>
          <button type="button" onClick={() => categories.refetch()}>
            {MESSAGES.tryAgain}
          </button>
        </div>
      ) : (
        <ProductRow categories={list} />
      )}
      <ShopTheLook />
      <CollectionGallery categories={list} />
      <MarketingShowcase categories={list} />
    </div>
  );
}

/** On the server: the categories, the first tab's row and the newest products, as the page first shows them. */
export const prefetch: ServerPrefetch = async (queryClient) => {
  const [categories] = await Promise.all([
    queryClient.fetchQuery(categoriesQuery()),
    queryClient.prefetchQuery(newestProductsQuery()),
  ]);
  const first = topLevelCategories(categories)[0];
  if (first) await queryClient.prefetchQuery(categoryRowQuery(first.name));
  return undefined;
};

import { homeHead, MESSAGES, PAGE_TITLES } from 'shared-contracts';
import type { ServerPrefetch } from 'store-runtime';
import {
  categoriesQuery,
  categoryRowQuery,
  companyQuery,
  newestProductsQuery,
  topLevelCategories,
  useCategories,
  useCompanyDetails,
} from '../common/catalog-queries';
import { usePageTitle } from '../common/use-page-title';
import { CollectionGallery } from './collection-gallery';
import { HeroBanner } from './hero-banner';
import styles from './home-page.module.css';
import { MarketingShowcase } from './marketing-showcase';
import { ProductRow } from './product-row';
import { ShopTheLook } from './shop-the-look';

/** / and /home (product rules §1): hero, product row, 'Shop the look', the collection gallery, the marketing page. */
export default function HomePage() {
  const categories = useCategories();
  const company = useCompanyDetails();
  usePageTitle(company.data && PAGE_TITLES.home(company.data));
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
export const prefetch: ServerPrefetch = async (queryClient, { origin }) => {
  const [categories, company] = await Promise.all([
    queryClient.fetchQuery(categoriesQuery()),
    queryClient.fetchQuery(companyQuery()),
    queryClient.prefetchQuery(newestProductsQuery()),
  ]);
  const first = topLevelCategories(categories)[0];
  if (first) await queryClient.prefetchQuery(categoryRowQuery(first.name));
  return { head: homeHead(company, origin) };
};

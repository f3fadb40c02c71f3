import { MESSAGES } from 'shared-contracts';
import { useCategories } from '../common/catalog-queries';
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

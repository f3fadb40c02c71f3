import type { Category } from 'shared-contracts';
import { Link } from 'store-runtime/router';
import { ProductImage } from '../common/product-image';
import styles from './collection-gallery.module.css';
import { shopCategoryLink } from './hero-banner';

/** 'Electronics Collection': a gallery of the top-level categories' pictures. */
export function CollectionGallery({ categories }: { categories: Category[] }) {
  if (categories.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="collection-title">
      <h2 id="collection-title" className={styles.title}>
        Electronics Collection
      </h2>
      <ul className={styles.gallery}>
        {categories.map((category, index) => (
          <li key={category.id} className={index === 0 ? styles.feature : undefined}>
            <Link to={shopCategoryLink(category.name)} className={styles.item}>
              <ProductImage
                url={category.uploads[0]?.url}
                alt=""
                sizes={index === 0 ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 768px) 25vw, 50vw'}
                className={styles.image}
              />
              <span className={styles.caption}>{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

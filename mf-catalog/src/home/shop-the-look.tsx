import { ROUTES } from 'shared-contracts';
import { Link } from 'store-runtime/router';
import { useNewestProducts } from '../common/catalog-queries';
import { ProductImage } from '../common/product-image';
import { BlockSkeleton } from '../common/states';
import styles from './shop-the-look.module.css';

/** 'Shop the look': a strip of the newest products' pictures, each leading to its page. */
export function ShopTheLook() {
  const query = useNewestProducts();
  if (query.isError) return null;
  return (
    <section className={styles.section} aria-labelledby="shop-the-look-title">
      <h2 id="shop-the-look-title" className={styles.title}>
        Shop the look
      </h2>
      {!query.data ? (
        <BlockSkeleton height="200px" label="Loading pictures…" />
      ) : (
        <ul className={styles.strip}>
          {query.data.data.map((product) => (
            <li key={product.id}>
              <Link to={ROUTES.product(product.name)} state={{ product }} className={styles.item}>
                <ProductImage
                  url={product.images[1]?.url ?? product.images[0]?.url}
                  alt=""
                  sizes="(min-width: 1024px) 200px, 40vw"
                  className={styles.image}
                />
                <span className={styles.caption}>{product.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MESSAGES, type Product, QUERY_KEYS, ROUTES } from 'shared-contracts';
import { apiErrorStatus, productsApi } from 'store-runtime';
import { Link, useLocation, useParams } from 'store-runtime/router';
import { BlockSkeleton, ErrorState } from '../common/states';
import { ProductDetails } from './product-details';
import styles from './product-page.module.css';

const isNotFound = (error: unknown) => apiErrorStatus(error) === 404;

/** The product passed in navigation state, when it is the one this address names. */
function productFromState(state: unknown, name: string): Product | undefined {
  const product = (state as { product?: Product } | null)?.product;
  return product && product.name.toLowerCase() === name.toLowerCase() ? product : undefined;
}

/**
 * /product/{name} (product rules §2): the product from navigation state, or loaded by its name
 * so a shared or reloaded link works too.
 */
export default function ProductPage() {
  const { name = '' } = useParams();
  const location = useLocation();
  const fromState = productFromState(location.state, name);
  const query = useQuery({
    queryKey: [...QUERY_KEYS.products, 'by-name', name.toLowerCase()],
    queryFn: async () => (await productsApi.byName(name)).product,
    enabled: !fromState && name !== '',
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
  const product = fromState ?? query.data;

  // A new product starts at the top (product rules §2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the product in the address changes.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [name]);

  if (product) return <ProductDetails key={product.id} product={product} />;
  if (query.isError && !isNotFound(query.error)) {
    return (
      <div className={styles.page}>
        <ErrorState message={MESSAGES.somethingWentWrong} onRetry={() => query.refetch()} />
      </div>
    );
  }
  if (query.isError || name === '') {
    return (
      <div className={`${styles.page} ${styles.notFound}`}>
        <h1 className={styles.notFoundTitle}>{MESSAGES.productNotFound}</h1>
        <Link to={ROUTES.home} className={styles.backLink}>
          Go back
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <BlockSkeleton height="min(90vw, 480px)" label="Loading product…" />
        <div className={styles.skeletonLines} aria-hidden="true">
          <BlockSkeleton height="2rem" />
          <BlockSkeleton height="1.5rem" />
          <BlockSkeleton height="3rem" />
          <BlockSkeleton height="8rem" />
        </div>
      </div>
    </div>
  );
}

import { type QueryClient, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  BACK_IN_STOCK_LINK,
  type BackInStockLinkAction,
  MESSAGES,
  PAGE_TITLES,
  type Product,
  productHead,
  ROUTES,
  simpleHead,
} from 'shared-contracts';
import type { ServerPrefetch } from 'store-runtime';
import { Link, useLocation, useParams } from 'store-runtime/router';
import { companyQuery, productByNameQuery, useCompanyDetails } from '../common/catalog-queries';
import { BlockSkeleton, ErrorState } from '../common/states';
import { usePageTitle } from '../common/use-page-title';
import { ProductDetails } from './product-details';
import styles from './product-page.module.css';

const MailedLink = lazy(() => import('./mailed-link'));

/** The confirm or unsubscribe link of a "Notify me" mail, when the address is one. */
function mailedLinkOf(search: string): { action: BackInStockLinkAction; token: string } | null {
  const params = new URLSearchParams(search);
  const action = params.get(BACK_IN_STOCK_LINK.action);
  const token = params.get(BACK_IN_STOCK_LINK.token);
  return (action === 'confirm' || action === 'unsubscribe') && token ? { action, token } : null;
}

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
  const query = useQuery({ ...productByNameQuery(name), enabled: !fromState && name !== '' });
  const product = fromState ?? query.data;
  const company = useCompanyDetails();
  // Read once hydrated (the server renders the page alike for every link), and kept once the
  // panel takes the token out of the address.
  const [mailedLink, setMailedLink] = useState<ReturnType<typeof mailedLinkOf>>(null);
  useEffect(() => {
    const found = mailedLinkOf(location.search);
    if (found) setMailedLink(found);
  }, [location.search]);
  usePageTitle(
    company.data &&
      (product
        ? PAGE_TITLES.product(product, company.data)
        : query.data === null
          ? PAGE_TITLES.page(MESSAGES.productNotFound, company.data)
          : undefined),
  );

  // A new product starts at the top (product rules §2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the product in the address changes.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [name]);

  if (product) {
    return (
      <>
        {mailedLink && (
          <Suspense fallback={null}>
            <MailedLink action={mailedLink.action} token={mailedLink.token} />
          </Suspense>
        )}
        <ProductDetails key={product.id} product={product} />
      </>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.page}>
        <ErrorState message={MESSAGES.somethingWentWrong} onRetry={() => query.refetch()} />
      </div>
    );
  }
  if (query.data === null || name === '') {
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

/** On the server: the product, loaded before the page renders; an unknown name answers 404. */
export const prefetch: ServerPrefetch = async (queryClient: QueryClient, { params, origin }) => {
  const name = params.name ?? '';
  const [product, company] = await Promise.all([
    queryClient.fetchQuery(productByNameQuery(name)),
    queryClient.fetchQuery(companyQuery()),
  ]);
  if (!product)
    return { status: 404, head: simpleHead(MESSAGES.productNotFound, ROUTES.product(name), company, origin) };
  return { head: productHead(product, company, origin) };
};

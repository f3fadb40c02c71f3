import { useEffect } from 'react';
import { PAGE_TITLES, ROUTES } from 'shared-contracts';
import { Link } from 'store-runtime/router';
import { useHydrationMark } from '../hydration-mark';
import { useCompany } from '../layout/use-company';
import styles from './not-found-page.module.css';

export const NOT_FOUND_TITLE = 'Page not found';

export function NotFoundPage() {
  const company = useCompany();
  useHydrationMark();
  // The server renders it into <head>; this keeps it right on client-side navigation.
  useEffect(() => {
    document.title = PAGE_TITLES.page(NOT_FOUND_TITLE, company);
  }, [company]);
  return (
    <section className={styles.page}>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to={ROUTES.home}>Back to home</Link> · <Link to={ROUTES.shop}>Go to the shop</Link>
    </section>
  );
}

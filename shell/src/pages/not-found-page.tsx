import { ROUTES } from 'shared-contracts';
import { Link } from 'store-runtime/router';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.page}>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to={ROUTES.home}>Back to home</Link> · <Link to={ROUTES.shop}>Go to the shop</Link>
    </section>
  );
}

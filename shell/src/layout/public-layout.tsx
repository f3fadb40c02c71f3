import { Outlet } from 'store-runtime/router';
import { Footer } from './footer';
import { Header } from './header';
import styles from './public-layout.module.css';

export function PublicLayout() {
  return (
    <div className={styles.layout}>
      <a href="#content" className={styles.skipLink}>
        Skip to content
      </a>
      <Header />
      <main id="content" className={styles.content}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

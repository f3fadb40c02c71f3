import { useRef } from 'react';
import { Outlet } from 'store-runtime/router';
import { Footer } from './footer';
import { Header } from './header';
import styles from './public-layout.module.css';
import { useFocusAfterNavigation } from './use-focus-after-navigation';

export function PublicLayout() {
  const content = useRef<HTMLElement>(null);
  useFocusAfterNavigation(content);
  return (
    <div className={styles.layout}>
      <a href="#content" className={styles.skipLink}>
        Skip to content
      </a>
      <Header />
      <main id="content" ref={content} tabIndex={-1} className={styles.content}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

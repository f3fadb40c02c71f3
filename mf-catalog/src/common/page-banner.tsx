import styles from './page-banner.module.css';

/** The title band at the top of the shop, wishlist, about and legal pages. */
export function PageBanner({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className={styles.banner}>
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </div>
  );
}

import { useAtomValue } from 'jotai';
import { authAtom } from 'store-runtime';
import { Link } from 'store-runtime/router';
import { ACCOUNT_PAGES } from '../layout/account-menu';
import page from '../ui/page.module.css';
import styles from './dashboard-page.module.css';

/** Cards to the order, address, account and password pages (product rules §2). */
export default function DashboardPage() {
  const { user } = useAtomValue(authAtom);
  const cards = ACCOUNT_PAGES.slice(1);
  return (
    <section aria-labelledby="dashboard-title">
      <div className={page.header}>
        <div>
          <h1 id="dashboard-title" className={page.title}>
            Dashboard
          </h1>
          <p className={page.lead}>
            {user ? `Hello ${user.username}! ` : ''}From here you can see your orders, manage your addresses and change
            your account details and password.
          </p>
        </div>
      </div>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.to}>
            <Link to={card.to} className={styles.card}>
              <span className={styles.cardTitle}>
                {card.label}
                <span aria-hidden="true" className={styles.arrow}>
                  {' →'}
                </span>
              </span>
              <span className={styles.cardText}>{card.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

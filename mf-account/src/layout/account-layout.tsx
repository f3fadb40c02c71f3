import { ROUTES } from 'shared-contracts';
import { logOut } from 'store-runtime';
import { NavLink, Outlet } from 'store-runtime/router';
import { reloadAt } from '../ui/navigation';
import styles from './account-layout.module.css';
import { ACCOUNT_PAGES } from './account-menu';

/**
 * Spec §2: logout clears the stored session, cart and wishlist, then reloads the site at /home;
 * first the server ends the token, so no copy of it outlives the logout.
 */
export async function logout(): Promise<void> {
  await logOut();
  reloadAt(ROUTES.home);
}

/** The account area's frame: a side menu (with Logout) beside the page in the outlet. */
export default function AccountLayout() {
  return (
    <div className={styles.frame}>
      <aside className={styles.aside}>
        <p className={styles.heading}>My account</p>
        <nav aria-label="My account">
          <ul className={styles.menu}>
            {ACCOUNT_PAGES.map((page) => (
              <li key={page.to}>
                <NavLink to={page.to} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
                  {page.label}
                </NavLink>
              </li>
            ))}
            <li>
              <button type="button" className={styles.logout} onClick={logout}>
                Logout
              </button>
            </li>
          </ul>
        </nav>
      </aside>
      <div className={styles.page}>
        <Outlet />
      </div>
    </div>
  );
}

import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { itemCount, ROUTES } from 'shared-contracts';
import { authAtom, cartCountAtom, useBasketSync, wishlistCountAtom } from 'store-runtime';
import { Link, NavLink, useLocation, useNavigate } from 'store-runtime/router';
import { RemoteSlot } from '../remotes/remote-slot';
import styles from './header.module.css';
import { CartIcon, CloseIcon, HeartIcon, MenuIcon, SearchIcon, UserIcon } from './icons';
import { useCompany } from './use-company';
import { useHeaderHeight } from './use-header-height';

function myAccountTarget(token: string | null, role: string | null): string {
  if (!token) return ROUTES.login;
  return role === 'ADMIN' ? ROUTES.admin.dashboard : ROUTES.myAccount.root;
}

function CountBadge({ count }: { count: number }) {
  return count > 0 ? <span className={styles.badge}>{count > 99 ? '99+' : count}</span> : null;
}

function IconButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.iconButton} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}

export function Header() {
  const company = useCompany();
  const { token, role, user } = useAtomValue(authAtom);
  const cartCount = useAtomValue(cartCountAtom);
  const wishlistCount = useAtomValue(wishlistCountAtom);
  const isAdmin = role === 'ADMIN';
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  useBasketSync();
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeight(headerRef);

  // A navigation closes the mobile menu and the search overlay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design.
  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [location.pathname]);

  /** Guests are sent to log in before they can search, keep a wishlist or a cart. */
  const signedIn = (action: () => void) => () => (token ? action() : navigate(ROUTES.login));

  const links = [
    { to: ROUTES.home, label: 'Home' },
    { to: ROUTES.about, label: 'About Us' },
    { to: ROUTES.shop, label: 'Shop' },
    { to: myAccountTarget(token, role), label: 'My account' },
  ];

  return (
    <header className={styles.header} ref={headerRef}>
      <div className={styles.bar}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.menuToggle}`}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>

        {/* The name is the link's text, always shown: a logo alone is unreadable at header size. */}
        <Link to={ROUTES.home} className={styles.brand}>
          {company.logoUrl && <img src={company.logoUrl} alt="" className={styles.logo} width="40" height="40" />}
          <span className={styles.brandName}>{company.name}</span>
        </Link>

        <nav id="site-menu" aria-label="Main" className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}>
          {links.map((link) => (
            <NavLink key={link.label} to={link.to} className={({ isActive }) => (isActive ? styles.active : undefined)}>
              {link.label}
            </NavLink>
          ))}
        </nav>

        <div className={styles.actions}>
          {!isAdmin && (
            <>
              <IconButton label="Search" onClick={signedIn(() => setSearchOpen(true))}>
                <SearchIcon />
              </IconButton>
              <IconButton
                label={`Wishlist, ${itemCount(wishlistCount)}`}
                onClick={signedIn(() => navigate(ROUTES.wishlist))}
              >
                <HeartIcon />
                <CountBadge count={wishlistCount} />
              </IconButton>
              <IconButton label={`Cart, ${itemCount(cartCount)}`} onClick={signedIn(() => navigate(ROUTES.cart))}>
                <CartIcon />
                <CountBadge count={cartCount} />
              </IconButton>
            </>
          )}
          {token ? (
            <Link to={myAccountTarget(token, role)} className={styles.user}>
              <UserIcon />
              <span>{isAdmin ? 'Admin' : (user?.username ?? 'My account')}</span>
            </Link>
          ) : (
            <Link to={ROUTES.login} className={styles.iconButton} aria-label="Log in">
              <UserIcon />
            </Link>
          )}
        </div>
      </div>
      {searchOpen && (
        <RemoteSlot
          id="mf_catalog/SearchOverlay"
          props={{ open: true, onClose: () => setSearchOpen(false) }}
          loading={null}
        />
      )}
    </header>
  );
}

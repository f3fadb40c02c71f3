import { ROUTES } from 'shared-contracts';
import { Link } from 'store-runtime/router';
import styles from './footer.module.css';
import { ArrowUpIcon } from './icons';
import { useCompany } from './use-company';

const QUICK_LINKS = [
  { to: ROUTES.home, label: 'Home' },
  { to: ROUTES.about, label: 'About Us' },
  { to: ROUTES.shop, label: 'Shop' },
  { to: ROUTES.myAccount.root, label: 'My Account' },
];

export function Footer() {
  const company = useCompany();
  const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section>
          <h2 className={styles.heading}>{company.name}</h2>
          {company.description && <p>{company.description}</p>}
        </section>
        <nav aria-label="Quick links">
          <h2 className={styles.heading}>Quick links</h2>
          <ul className={styles.list}>
            {QUICK_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to={ROUTES.legal('privacy-policy')}>Privacy Policy</Link>
            </li>
            <li>
              <Link to={ROUTES.legal('terms-conditions')}>Terms &amp; Conditions</Link>
            </li>
          </ul>
        </nav>
        {/* The heading stays outside <address>, which may hold contact details only. */}
        <div className={styles.contact} hidden={!company.phone && !company.email && !company.address}>
          <h2 className={styles.heading}>Contact</h2>
          <address>
            {company.phone && (
              <p>
                Phone: <a href={`tel:+91${company.phone}`}>{company.phone}</a>
              </p>
            )}
            {company.email && (
              <p>
                Email: <a href={`mailto:${company.email}`}>{company.email}</a>
              </p>
            )}
            {company.address && (
              <p>
                {company.address}
                {company.pincode && ` - ${company.pincode}`}
              </p>
            )}
          </address>
        </div>
      </div>
      <div className={styles.bottom}>
        <p>
          © {new Date().getFullYear()} {company.name}. All rights reserved.
        </p>
        <button
          type="button"
          className={styles.toTop}
          aria-label="Scroll to top"
          onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
        >
          <ArrowUpIcon />
        </button>
      </div>
    </footer>
  );
}

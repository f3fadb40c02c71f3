import { PAGE_TITLES, ROUTES, simpleHead } from 'shared-contracts';
import type { ServerPrefetch } from 'store-runtime';
import { companyQuery, useCompanyDetails } from '../common/catalog-queries';
import { PageBanner } from '../common/page-banner';
import { BlockSkeleton, ErrorState } from '../common/states';
import { usePageTitle } from '../common/use-page-title';
import styles from './about-page.module.css';

const TITLE = 'About Us';

/** /about: who the store is, from the company details the admin keeps. */
export default function AboutPage() {
  const company = useCompanyDetails();
  usePageTitle(company.data && PAGE_TITLES.page(TITLE, company.data));
  return (
    <div className={styles.page}>
      <PageBanner title={TITLE} />
      <div className={styles.inner}>
        {company.isError ? (
          <ErrorState message="We could not load the company details." onRetry={() => company.refetch()} />
        ) : !company.data ? (
          <BlockSkeleton height="16rem" label="Loading company details…" />
        ) : (
          <article className={styles.card}>
            {company.data.logoUrl && (
              <img
                className={styles.logo}
                src={company.data.logoUrl}
                alt={`${company.data.name} logo`}
                width="160"
                height="160"
                loading="lazy"
                decoding="async"
              />
            )}
            <div className={styles.text}>
              <h2 className={styles.name}>{company.data.name}</h2>
              {company.data.description && <p className={styles.description}>{company.data.description}</p>}
              <h3 className={styles.subheading}>Contact us</h3>
              <address className={styles.contact}>
                {company.data.phone && (
                  <p>
                    <span className={styles.label}>Phone</span>
                    <a href={`tel:+91${company.data.phone}`}>{company.data.phone}</a>
                  </p>
                )}
                {company.data.email && (
                  <p>
                    <span className={styles.label}>Email</span>
                    <a href={`mailto:${company.data.email}`}>{company.data.email}</a>
                  </p>
                )}
                {company.data.address && (
                  <p>
                    <span className={styles.label}>Address</span>
                    <span>
                      {company.data.address}
                      {company.data.pincode && ` - ${company.data.pincode}`}
                    </span>
                  </p>
                )}
              </address>
            </div>
          </article>
        )}
      </div>
    </div>
  );
}

/** On the server: the company details the page shows. */
export const prefetch: ServerPrefetch = async (queryClient, { origin }) => {
  const company = await queryClient.fetchQuery(companyQuery());
  return { head: simpleHead(TITLE, ROUTES.about, company, origin) };
};

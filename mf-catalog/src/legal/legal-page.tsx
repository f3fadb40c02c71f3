import { formatDate, legalHead, PAGE_TITLES, ROUTES, simpleHead } from 'shared-contracts';
import type { ServerPrefetch } from 'store-runtime';
import { Link, useParams } from 'store-runtime/router';
import { companyQuery, legalPagesQuery, useCompanyDetails, useLegalPages } from '../common/catalog-queries';
import { PageBanner } from '../common/page-banner';
import { BlockSkeleton, ErrorState } from '../common/states';
import { usePageTitle } from '../common/use-page-title';
import styles from './legal-page.module.css';

const NOT_FOUND = 'Page not found';

/** /legal/{slug}: the privacy policy or the terms, as the admin last saved them. */
export default function LegalPage() {
  const { slug = '' } = useParams();
  const pages = useLegalPages();
  const page = pages.data?.find((entry) => entry.slug === slug);
  const company = useCompanyDetails();
  usePageTitle(company.data && pages.data && PAGE_TITLES.page(page?.title ?? NOT_FOUND, company.data));

  if (pages.isError) {
    return (
      <div className={styles.inner}>
        <ErrorState message="We could not load this page." onRetry={() => pages.refetch()} />
      </div>
    );
  }
  if (!pages.data) {
    return (
      <div className={styles.inner}>
        <BlockSkeleton height="20rem" label="Loading page…" />
      </div>
    );
  }
  if (!page) {
    return (
      <div className={`${styles.inner} ${styles.missing}`}>
        <h1>{NOT_FOUND}</h1>
        <Link to={ROUTES.home}>Go back</Link>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <PageBanner title={page.title} subtitle={`Last updated ${formatDate(page.updatedAt)}`} />
      <article
        className={`${styles.inner} ${styles.content}`}
        // The API sanitises legal HTML when the admin saves it.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: admin-edited rich text, sanitised on the server.
        dangerouslySetInnerHTML={{ __html: page.content }}
      />
    </div>
  );
}

/** On the server: the legal pages; a slug with no page answers 404. */
export const prefetch: ServerPrefetch = async (queryClient, { params, origin }) => {
  const [pages, company] = await Promise.all([
    queryClient.fetchQuery(legalPagesQuery()),
    queryClient.fetchQuery(companyQuery()),
  ]);
  const page = pages.find((entry) => entry.slug === params.slug);
  if (!page) return { status: 404, head: simpleHead(NOT_FOUND, ROUTES.legal(params.slug ?? ''), company, origin) };
  return { head: legalHead(page, company, origin) };
};

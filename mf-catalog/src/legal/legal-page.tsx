import { formatDate, ROUTES } from 'shared-contracts';
import type { ServerPrefetch } from 'store-runtime';
import { Link, useParams } from 'store-runtime/router';
import { legalPagesQuery, useLegalPages } from '../common/catalog-queries';
import { PageBanner } from '../common/page-banner';
import { BlockSkeleton, ErrorState } from '../common/states';
import styles from './legal-page.module.css';

/** /legal/{slug}: the privacy policy or the terms, as the admin last saved them. */
export default function LegalPage() {
  const { slug = '' } = useParams();
  const pages = useLegalPages();
  const page = pages.data?.find((entry) => entry.slug === slug);

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
        <h1>Page not found</h1>
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
export const prefetch: ServerPrefetch = async (queryClient, { params }) => {
  const pages = await queryClient.fetchQuery(legalPagesQuery());
  return { status: pages.some((page) => page.slug === params.slug) ? 200 : 404 };
};

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Skeleton, Tabs } from 'antd';
import {
  LEGAL_PAGE_SLUGS,
  type LegalPage as LegalPageEntity,
  type LegalPageSlug,
  MESSAGES,
  QUERY_KEYS,
} from 'shared-contracts';
import { legalPagesApi } from 'store-runtime';
import { AdminPage } from '../ui/admin-page';
import { LoadFailed } from '../ui/load-failed';

/** Tab labels and the title a page gets before it was ever saved. */
export const LEGAL_TITLES: Record<LegalPageSlug, string> = {
  'privacy-policy': 'Privacy Policy',
  'terms-conditions': 'Terms & Conditions',
};

/** Two tabs, privacy-policy and terms-conditions, each saved as a whole page (product rules §2). */
export default function LegalPage() {
  const pages = useQuery({ queryKey: QUERY_KEYS.legalPages, queryFn: legalPagesApi.list });
  return (
    <AdminPage title="Legal">
      {pages.isError ? (
        <LoadFailed message={MESSAGES.fetchLegalPagesFailed} onRetry={() => pages.refetch()} />
      ) : pages.isPending ? (
        <Skeleton active />
      ) : (
        <Tabs
          items={LEGAL_PAGE_SLUGS.map((slug) => ({
            key: slug,
            label: LEGAL_TITLES[slug],
            children: <LegalPageForm slug={slug} page={pages.data.find((page) => page.slug === slug) ?? null} />,
          }))}
        />
      )}
    </AdminPage>
  );
}

interface LegalFormValues {
  title: string;
  content: string;
}

function LegalPageForm({ slug, page }: { slug: LegalPageSlug; page: LegalPageEntity | null }) {
  const [form] = Form.useForm<LegalFormValues>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: LegalFormValues) =>
      legalPagesApi.save({
        ...(page ? { id: page.id, createdAt: page.createdAt, updatedAt: page.updatedAt } : {}),
        slug,
        title: values.title.trim(),
        content: values.content ?? '',
      }),
    onSuccess: async () => {
      message.success(MESSAGES.pageSaved);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.legalPages });
    },
    onError: (error) => {
      console.error('Legal page save failed', error);
      message.error(MESSAGES.savePageFailed);
    },
  });
  const titleId = `legal-${slug}`;
  return (
    <Card>
      <Form<LegalFormValues>
        form={form}
        layout="vertical"
        name={titleId}
        initialValues={{ title: page?.title ?? LEGAL_TITLES[slug], content: page?.content ?? '' }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          label="Title"
          name="title"
          rules={[{ required: true, whitespace: true, message: 'Title is required' }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="Content" name="content" extra="HTML is allowed; scripts and unsafe markup are removed.">
          <Input.TextArea rows={16} style={{ fontFamily: 'ui-monospace, monospace' }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save Page
        </Button>
      </Form>
    </Card>
  );
}

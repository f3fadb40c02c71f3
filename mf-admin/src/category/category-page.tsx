import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Image, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { type Category, MESSAGES, QUERY_KEYS } from 'shared-contracts';
import { apiErrorMessage, categoriesApi } from 'store-runtime';
import { AdminPage } from '../ui/admin-page';
import { LoadFailed } from '../ui/load-failed';
import { RowActions } from '../ui/row-actions';
import { CategoryForm } from './category-form';

type Editing = { category: Category | null } | null;

/** Table rows: a leaf has no subCategories key, so it shows no expand button. */
export function categoryRows(tree: Category[]): Category[] {
  return tree.map((node) => {
    const children = categoryRows(node.subCategories ?? []);
    return children.length > 0
      ? { ...node, subCategories: children }
      : ({ ...node, subCategories: undefined } as unknown as Category);
  });
}

/** Serial numbers as shown: 1, 2 for roots; 1.1, 1.2 for their subcategories. */
export function serialNumbers(tree: Category[], prefix = ''): Map<number, string> {
  const numbers = new Map<number, string>();
  tree.forEach((node, index) => {
    const own = `${prefix}${index + 1}`;
    numbers.set(node.id, own);
    for (const [id, serial] of serialNumbers(node.subCategories ?? [], `${own}.`)) numbers.set(id, serial);
  });
  return numbers;
}

/** Categories as a collapsible nested table, with create, edit and delete (product rules §2). */
export default function CategoryPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const categories = useQuery({ queryKey: QUERY_KEYS.categories, queryFn: categoriesApi.list });
  const remove = useMutation({
    mutationFn: (id: number) => categoriesApi.remove(id),
    onSuccess: async () => {
      message.success(MESSAGES.categoryDeleted);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.categories });
    },
    // The spec's text stands alone on its own line; the server's reason, when it gives one, goes beneath it.
    onError: (error) => {
      const reason = apiErrorMessage(error, '');
      message.error(
        reason ? (
          <span>
            <span style={{ display: 'block' }}>{MESSAGES.deleteCategoryFailed}</span>
            <span style={{ display: 'block' }}>{reason}</span>
          </span>
        ) : (
          MESSAGES.deleteCategoryFailed
        ),
      );
    },
  });

  const tree = categories.data ?? [];
  const serials = serialNumbers(tree);
  const columns: TableColumnsType<Category> = [
    { title: 'S.No', key: 'serial', width: 110, render: (_, row) => serials.get(row.id) },
    {
      title: 'Category',
      dataIndex: 'name',
      render: (name: string, row) => (
        <Space>
          {row.uploads[0] && (
            <Image
              src={row.uploads[0].url}
              alt=""
              width={40}
              height={40}
              preview={false}
              style={{ objectFit: 'cover' }}
            />
          )}
          <span>{name}</span>
        </Space>
      ),
    },
    { title: 'Description', dataIndex: 'description', ellipsis: true, responsive: ['md'] },
    {
      title: 'Actions',
      key: 'actions',
      width: 120,
      render: (_, row) => (
        <RowActions
          name={row.name}
          confirmDelete={MESSAGES.confirmDeleteCategory}
          onEdit={() => setEditing({ category: row })}
          onDelete={() => remove.mutateAsync(row.id).catch(() => undefined)}
        />
      ),
    },
  ];

  return (
    <AdminPage
      title="Category"
      action={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ category: null })}>
          Add Category
        </Button>
      }
    >
      {categories.isError ? (
        <LoadFailed message={MESSAGES.fetchCategoriesFailed} onRetry={() => categories.refetch()} />
      ) : (
        <Table<Category>
          rowKey="id"
          columns={columns}
          dataSource={categoryRows(tree)}
          loading={categories.isPending}
          expandable={{ childrenColumnName: 'subCategories', defaultExpandAllRows: false }}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
      {editing && <CategoryForm open category={editing.category} tree={tree} onClose={() => setEditing(null)} />}
    </AdminPage>
  );
}

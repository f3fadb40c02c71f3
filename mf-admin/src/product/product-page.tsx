import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Image, Input, Modal, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  formatRupees,
  MESSAGES,
  type Product,
  QUERY_KEYS,
  SEARCH_DEBOUNCE_MS,
  type Variant,
} from 'shared-contracts';
import { categoriesApi, productsApi } from 'store-runtime';
import { useDebouncedValue } from 'store-ui/use-debounced-value';
import { AdminPage } from '../ui/admin-page';
import { categoryPathOptions } from '../ui/category-tree';
import { LoadFailed } from '../ui/load-failed';
import { RowActions } from '../ui/row-actions';
import { ScrollRegion } from '../ui/scroll-region';
import { priceRange, totalStock } from './product-figures';
import { ProductForm } from './product-form';

type Editing = { product: Product | null } | null;

const variantColumns: TableColumnsType<Variant> = [
  {
    title: 'Color',
    dataIndex: 'color',
    render: (color: string, row) => (
      <Space>
        {row.colorHexCode && (
          <span
            aria-hidden
            style={{
              display: 'inline-block',
              width: 14,
              height: 14,
              borderRadius: 3,
              border: '1px solid #d1d5db',
              background: row.colorHexCode,
            }}
          />
        )}
        {color}
      </Space>
    ),
  },
  { title: 'Storage', dataIndex: 'size' },
  { title: 'Stock', dataIndex: 'stock' },
  { title: 'Original Price', dataIndex: 'originalPrice', render: (price) => formatRupees(price) },
  {
    title: 'Discount Price',
    dataIndex: 'discountPrice',
    render: (price) => (price === null || price === undefined ? '—' : formatRupees(price)),
  },
];

/**
 * Products in a paged table (10 a page) with their price range, total stock, variants, images, edit
 * and delete (product rules §2), searched by name and filtered by category on the server.
 */
export default function ProductPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // A new search or category starts at its first page.
  const [filtersOfPage, setFiltersOfPage] = useState({ q, categoryId });
  if (filtersOfPage.q !== q || filtersOfPage.categoryId !== categoryId) {
    setFiltersOfPage({ q, categoryId });
    setPage(1);
  }
  const [editing, setEditing] = useState<Editing>(null);
  const [variantsOf, setVariantsOf] = useState<Product | null>(null);
  const [imagesOf, setImagesOf] = useState<Product | null>(null);

  const products = useQuery({
    queryKey: [...QUERY_KEYS.products, 'admin', { page, q, categoryId }],
    queryFn: () =>
      productsApi.adminList({
        page,
        limit: ADMIN_PRODUCTS_PAGE_SIZE,
        ...(q ? { q } : {}),
        ...(categoryId !== undefined ? { categoryId } : {}),
      }),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({ queryKey: QUERY_KEYS.categories, queryFn: categoriesApi.list });
  const remove = useMutation({
    mutationFn: (id: number) => productsApi.remove(id),
    onSuccess: async () => {
      message.success(MESSAGES.productDeleted);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.products });
    },
    onError: () => {
      modal.error({ title: MESSAGES.deleteProductFailed });
    },
  });

  const rows = products.data?.data ?? [];
  const columns: TableColumnsType<Product> = [
    {
      title: 'S.No',
      key: 'serial',
      width: 70,
      render: (_, __, index) => (page - 1) * ADMIN_PRODUCTS_PAGE_SIZE + index + 1,
    },
    {
      title: 'Image',
      key: 'image',
      width: 72,
      render: (_, row) =>
        row.images[0] ? (
          <Image src={row.images[0].url} alt="" width={48} height={48} preview={false} style={{ objectFit: 'cover' }} />
        ) : null,
    },
    { title: 'Product Name', dataIndex: 'name' },
    { title: 'Category', key: 'category', render: (_, row) => row.category?.name, responsive: ['md'] },
    { title: 'Price', key: 'price', render: (_, row) => priceRange(row) },
    {
      title: 'Stock',
      key: 'stock',
      align: 'right',
      render: (_, row) => {
        const units = totalStock(row);
        return units > 0 ? units : <Tag>{MESSAGES.soldOut}</Tag>;
      },
    },
    {
      title: 'Variants',
      key: 'variants',
      render: (_, row) => (
        <Button size="small" onClick={() => setVariantsOf(row)} aria-label={`View variants of ${row.name}`}>
          View ({row.variants.length})
        </Button>
      ),
    },
    {
      title: 'Images',
      key: 'images',
      render: (_, row) => (
        <Button size="small" onClick={() => setImagesOf(row)} aria-label={`View images of ${row.name}`}>
          View ({row.images.length})
        </Button>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, row) => (
        <RowActions
          name={row.name}
          confirmDelete={MESSAGES.confirmDeleteProduct}
          onEdit={() => setEditing({ product: row })}
          onDelete={() => remove.mutateAsync(row.id).catch(() => undefined)}
        />
      ),
    },
  ];

  return (
    <AdminPage
      title="Product"
      action={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ product: null })}>
          Add Product
        </Button>
      }
    >
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Input
          type="search"
          aria-label="Search products by name"
          placeholder="Search by name"
          prefix={<SearchOutlined aria-hidden />}
          // No antd clear button (a 12 px target); the search field's own one and Escape clear it.
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 'min(320px, 100%)' }}
        />
        <Select<number>
          aria-label="Filter by category"
          placeholder="All categories"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={categoryId}
          onChange={(value) => setCategoryId(value ?? undefined)}
          options={categoryPathOptions(categories.data ?? [])}
          style={{ width: 'min(320px, 100%)' }}
        />
      </Flex>
      {products.isError ? (
        <LoadFailed message={MESSAGES.fetchProductsFailed} onRetry={() => products.refetch()} />
      ) : (
        <Table<Product>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={products.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
            total: products.data?.pagination.totalItems ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
        />
      )}
      <Modal
        open={variantsOf !== null}
        title={variantsOf ? `Variants of ${variantsOf.name}` : ''}
        footer={null}
        width={720}
        onCancel={() => setVariantsOf(null)}
      >
        <ScrollRegion label={variantsOf ? `Variants of ${variantsOf.name}` : ''}>
          <Table<Variant>
            rowKey="id"
            size="small"
            columns={variantColumns}
            dataSource={variantsOf?.variants ?? []}
            pagination={false}
          />
        </ScrollRegion>
      </Modal>
      <Modal
        open={imagesOf !== null}
        title={imagesOf ? `Images of ${imagesOf.name}` : ''}
        footer={null}
        width={720}
        onCancel={() => setImagesOf(null)}
      >
        <Image.PreviewGroup>
          <Flex wrap gap={12}>
            {imagesOf?.images.map((image, index) => (
              <figure key={image.id} style={{ margin: 0, width: 120 }}>
                <Image
                  src={image.url}
                  alt={`${imagesOf.name} image ${index + 1}`}
                  width={120}
                  height={120}
                  style={{ objectFit: 'cover' }}
                />
                {/* The colour the shop brings this picture forward for. */}
                <figcaption style={{ fontSize: 12, textAlign: 'center' }}>{image.color ?? 'Any colour'}</figcaption>
              </figure>
            ))}
          </Flex>
        </Image.PreviewGroup>
      </Modal>
      {editing && (
        <ProductForm
          product={editing.product}
          tree={categories.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
    </AdminPage>
  );
}

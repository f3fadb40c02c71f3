import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Grid, Pagination, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  formatDate,
  formatRupees,
  MESSAGES,
  type Order,
  PAYMENT_METHOD_LABELS,
  QUERY_KEYS,
} from 'shared-contracts';
import { ordersApi } from 'store-runtime';
import { AdminPage } from '../ui/admin-page';
import { LoadFailed } from '../ui/load-failed';
import { customerName, OrderDetails, StatusTag } from './order-details';
import { OrderStatusSelect } from './order-status';

/**
 * Every order, a page at a time from the server: a table on wide screens, cards on phones; a
 * detail modal and the status dropdown (product rules §2).
 */
export default function OrderPage() {
  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? true;
  const [shown, setShown] = useState<Order | null>(null);
  const [page, setPage] = useState(1);
  const orders = useQuery({
    queryKey: [...QUERY_KEYS.allOrders, page],
    queryFn: () => ordersApi.all({ page, limit: ADMIN_ORDERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const rows = orders.data?.orders ?? [];
  const paging = {
    current: page,
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
    total: orders.data?.pagination.totalItems ?? 0,
    showSizeChanger: false,
    hideOnSinglePage: true,
    onChange: setPage,
  };

  const columns: TableColumnsType<Order> = [
    { title: 'Order', key: 'id', render: (_, order) => `#${order.id}` },
    {
      title: 'Customer',
      key: 'customer',
      render: (_, order) => (
        <div style={{ maxWidth: 220 }}>
          <Typography.Text ellipsis={{ tooltip: customerName(order) }} style={{ display: 'block' }}>
            {customerName(order)}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis={{ tooltip: order.user.email }} style={{ display: 'block' }}>
            {order.user.email}
          </Typography.Text>
        </div>
      ),
    },
    { title: 'Date', key: 'date', render: (_, order) => formatDate(order.orderDate ?? order.createdAt) },
    { title: 'Items', key: 'items', render: (_, order) => order.items.length },
    { title: 'Total', dataIndex: 'orderTotal', render: (total) => formatRupees(total) },
    { title: 'Payment', key: 'payment', render: (_, order) => PAYMENT_METHOD_LABELS[order.paymentMethod] },
    { title: 'Status', key: 'status', render: (_, order) => <OrderStatusSelect order={order} /> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, order) => (
        <Button onClick={() => setShown(order)} aria-label={`View order #${order.id}`}>
          View
        </Button>
      ),
    },
  ];

  return (
    <AdminPage title="Order">
      {orders.isError ? (
        <LoadFailed message={MESSAGES.fetchOrdersFailed} onRetry={() => orders.refetch()} />
      ) : wide ? (
        <Table<Order>
          rowKey="id"
          // Middle density: at 1280 px, beside the sidebar, every column fits without scrolling.
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={orders.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={paging}
        />
      ) : (
        <Flex vertical gap={12}>
          {orders.isPending && <Card loading size="small" />}
          {rows.map((order) => (
            <Card
              key={order.id}
              size="small"
              role="article"
              aria-label={`Order #${order.id}`}
              title={`Order #${order.id}`}
              extra={<StatusTag status={order.deliveryStatus} />}
            >
              <Descriptions column={1} size="small">
                <Descriptions.Item label="Customer">{customerName(order)}</Descriptions.Item>
                <Descriptions.Item label="Date">{formatDate(order.orderDate ?? order.createdAt)}</Descriptions.Item>
                <Descriptions.Item label="Total">{formatRupees(order.orderTotal)}</Descriptions.Item>
                <Descriptions.Item label="Payment">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</Descriptions.Item>
              </Descriptions>
              <Flex gap={8} wrap align="center" style={{ marginTop: 8 }}>
                <OrderStatusSelect order={order} />
                <Button onClick={() => setShown(order)} aria-label={`View order #${order.id}`}>
                  View
                </Button>
              </Flex>
            </Card>
          ))}
          <Pagination align="center" {...paging} />
        </Flex>
      )}
      <OrderDetails
        order={shown ? (rows.find((order) => order.id === shown.id) ?? shown) : null}
        onClose={() => setShown(null)}
      />
    </AdminPage>
  );
}

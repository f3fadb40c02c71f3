import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';

/** A table row's Edit and Delete buttons, each named for the row; Delete asks `confirmDelete` first. */
export function RowActions({
  name,
  confirmDelete,
  onEdit,
  onDelete,
}: {
  name: string;
  confirmDelete: string;
  onEdit: () => void;
  /** Yes shows it is working until this settles; the caller tells the admin of a failure. */
  onDelete: () => Promise<unknown>;
}) {
  return (
    <Space>
      <Button icon={<EditOutlined />} aria-label={`Edit ${name}`} onClick={onEdit} />
      <Popconfirm title={confirmDelete} description={name} okText="Yes" cancelText="No" onConfirm={onDelete}>
        <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${name}`} />
      </Popconfirm>
    </Space>
  );
}

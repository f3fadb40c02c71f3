import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import {
  SPECIFICATION_GROUPS_MAX,
  SPECIFICATION_NAME_MAX,
  SPECIFICATION_ROWS_MAX,
  SPECIFICATION_VALUE_MAX,
  type SpecificationGroup,
  specificationsSchema,
} from 'shared-contracts/schemas';

/** A specifications group as the form holds it while the admin types. */
export interface SpecificationGroupValues {
  group?: string;
  rows?: { name?: string; value?: string }[];
}

/** The form's groups as the API takes them (trimmed by the shared schema on the server too). */
export function specificationsPayload(groups: SpecificationGroupValues[] = []): SpecificationGroup[] {
  return groups.map((group) => ({
    group: (group.group ?? '').trim(),
    rows: (group.rows ?? []).map((row) => ({ name: (row.name ?? '').trim(), value: (row.value ?? '').trim() })),
  }));
}

/** The first problem the shared schema finds in the form's groups, with the server's words; null when none. */
export function specificationsError(groups: SpecificationGroupValues[] = []): string | null {
  const result = specificationsSchema.safeParse(specificationsPayload(groups));
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * The product form's Specifications: groups ("Display", "Battery") of name and value rows, added
 * and removed freely up to the shared limits, shown on the product page in this order.
 */
export function SpecificationsFields() {
  return (
    <Form.List
      name="specifications"
      rules={[
        {
          validator: async (_, groups: SpecificationGroupValues[]) => {
            const error = specificationsError(groups);
            if (error) throw new Error(error);
          },
        },
      ]}
    >
      {(groups, { add, remove }, { errors }) => (
        <section aria-labelledby="specifications-heading" style={{ marginBottom: 24 }}>
          <Typography.Title level={5} id="specifications-heading">
            Specifications
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            Groups of facts shoppers compare, such as Display, Processor, Memory and Battery: up to{' '}
            {SPECIFICATION_GROUPS_MAX} groups of up to {SPECIFICATION_ROWS_MAX} rows.
          </Typography.Paragraph>
          {groups.map((group, index) => (
            <SpecificationGroupCard
              key={group.key}
              name={group.name}
              number={index + 1}
              onRemove={() => remove(group.name)}
            />
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={groups.length >= SPECIFICATION_GROUPS_MAX}
            onClick={() => add({ group: '', rows: [{ name: '', value: '' }] })}
          >
            Add specification group
          </Button>
        </section>
      )}
    </Form.List>
  );
}

function SpecificationGroupCard({ name, number, onRemove }: { name: number; number: number; onRemove: () => void }) {
  const label = `Specification group ${number}`;
  return (
    <Card
      size="small"
      title={label}
      role="group"
      aria-label={label}
      style={{ marginBottom: 12 }}
      extra={<Button danger size="small" icon={<DeleteOutlined />} onClick={onRemove} aria-label={`Remove ${label}`} />}
    >
      <Form.Item label="Group name" name={[name, 'group']} required>
        <Input maxLength={SPECIFICATION_NAME_MAX} placeholder="Display" />
      </Form.Item>
      <Form.List name={[name, 'rows']}>
        {(rows, { add, remove }) => (
          <>
            {rows.map((row, index) => {
              const rowLabel = `group ${number}, row ${index + 1}`;
              return (
                <Row key={row.key} gutter={8} align="bottom" wrap={false}>
                  <Col flex="1 1 40%">
                    <Form.Item label="Name" name={[row.name, 'name']} required>
                      <Input maxLength={SPECIFICATION_NAME_MAX} aria-label={`Name, ${rowLabel}`} />
                    </Form.Item>
                  </Col>
                  <Col flex="1 1 60%">
                    <Form.Item label="Value" name={[row.name, 'value']} required>
                      <Input maxLength={SPECIFICATION_VALUE_MAX} aria-label={`Value, ${rowLabel}`} />
                    </Form.Item>
                  </Col>
                  <Col flex="none">
                    <Form.Item>
                      <Button
                        icon={<DeleteOutlined />}
                        onClick={() => remove(row.name)}
                        aria-label={`Remove ${rowLabel}`}
                        style={{ minWidth: 44, minHeight: 44 }}
                      />
                    </Form.Item>
                  </Col>
                </Row>
              );
            })}
            <Button
              icon={<PlusOutlined />}
              disabled={rows.length >= SPECIFICATION_ROWS_MAX}
              onClick={() => add({ name: '', value: '' })}
              aria-label={`Add row to ${label}`}
            >
              Add row
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}

import { UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Image, Input, Row, Skeleton, Typography, Upload, type UploadFile } from 'antd';
import { type Company, MESSAGES, PHONE_LENGTH, POSTAL_CODE_LENGTH, QUERY_KEYS } from 'shared-contracts';
import { companyDetailsSchema } from 'shared-contracts/schemas';
import { apiErrorStatus, companyApi } from 'store-runtime';
import { AdminPage } from '../ui/admin-page';
import { fileListOf, IMAGE_ACCEPT, keepImage, newFiles } from '../ui/files';
import { LoadFailed } from '../ui/load-failed';

interface CompanyFormValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  pincode: string;
  logo: UploadFile[];
}

/** Multipart PUT /company-details: name, email, phone, address, pincode and a new logo if one was chosen. */
export function companyFormData(values: CompanyFormValues): FormData {
  const form = new FormData();
  for (const key of ['name', 'email', 'phone', 'address', 'pincode'] as const) {
    form.append(key, String(values[key] ?? '').trim());
  }
  const [logo] = newFiles(values.logo ?? []);
  if (logo) form.append('logo', logo);
  return form;
}

/** A rule checking one field with the shared company schema, so the form says what the server would. */
const schemaRule = (field: keyof typeof companyDetailsSchema.shape) => ({
  validator: async (_: unknown, value: unknown) => {
    const result = companyDetailsSchema.shape[field].safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
});

/** The store's details shown in the header and footer: name, email, phone, address, pincode and logo. */
export default function CompanyPage() {
  const company = useQuery({ queryKey: QUERY_KEYS.company, queryFn: companyApi.get, retry: false });
  // A 404 means no details were saved yet: the empty form creates them. Any other failure must not
  // offer an empty form that would overwrite the saved details.
  const notSetYet = apiErrorStatus(company.error) === 404;
  return (
    <AdminPage title="Company">
      <Card style={{ maxWidth: 720 }}>
        {company.isPending ? (
          <Skeleton active />
        ) : company.isError && !notSetYet ? (
          <LoadFailed message={MESSAGES.fetchCompanyFailed} onRetry={() => company.refetch()} />
        ) : (
          <CompanyForm company={company.data ?? null} />
        )}
      </Card>
    </AdminPage>
  );
}

function CompanyForm({ company }: { company: Company | null }) {
  const [form] = Form.useForm<CompanyFormValues>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: CompanyFormValues) => companyApi.update(companyFormData(values)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(QUERY_KEYS.company, saved);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.company });
      form.setFieldValue('logo', []);
      message.success(MESSAGES.companyUpdated);
    },
    onError: (error) => {
      console.error('Company update failed', error);
      message.error(MESSAGES.updateFailed);
    },
  });
  const logoUrl = company?.logoUrl;

  return (
    <Form<CompanyFormValues>
      form={form}
      layout="vertical"
      initialValues={{
        name: company?.name ?? '',
        email: company?.email ?? '',
        phone: company?.phone ?? '',
        address: company?.address ?? '',
        pincode: company?.pincode ?? '',
        logo: [],
      }}
      onFinish={(values) => save.mutate(values)}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Company Name" name="name" rules={[schemaRule('name')]}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Email" name="email" rules={[schemaRule('email')]}>
            <Input type="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Phone" name="phone" rules={[schemaRule('phone')]}>
            <Input inputMode="numeric" maxLength={PHONE_LENGTH} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Pincode" name="pincode" rules={[schemaRule('pincode')]}>
            <Input inputMode="numeric" maxLength={POSTAL_CODE_LENGTH} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label="Address" name="address" rules={[schemaRule('address')]}>
            <Input.TextArea rows={3} maxLength={300} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label="Logo" name="logo" valuePropName="fileList" getValueFromEvent={fileListOf}>
            <Upload
              listType="picture"
              accept={IMAGE_ACCEPT}
              maxCount={1}
              beforeUpload={keepImage((problem) => message.error(problem))}
            >
              <Button icon={<UploadOutlined />}>Choose logo</Button>
            </Upload>
          </Form.Item>
          {logoUrl && (
            <div style={{ marginBottom: 16 }}>
              <Typography.Text type="secondary">Current logo: </Typography.Text>
              <Image src={logoUrl} alt="Current logo" height={48} />
            </div>
          )}
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Update
      </Button>
    </Form>
  );
}

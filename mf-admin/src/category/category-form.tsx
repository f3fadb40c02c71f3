import { UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Cascader, Form, Input, Modal, Upload, type UploadFile } from 'antd';
import { type Category, MESSAGES, QUERY_KEYS } from 'shared-contracts';
import { categoryImageCountSchema } from 'shared-contracts/schemas';
import { apiErrorMessage, categoriesApi } from 'store-runtime';
import { categoryOptions, categoryPath } from '../ui/category-tree';
import { existingFile, existingId, fileListOf, IMAGE_ACCEPT, keepImage, newFiles } from '../ui/files';

interface CategoryFormValues {
  name: string;
  description?: string;
  parent?: number[];
  media: UploadFile[];
}

interface Props {
  /** The category being edited, or null for a new one. */
  category: Category | null;
  tree: Category[];
  open: boolean;
  onClose: () => void;
}

/** Form data of POST and PUT /categories: name, description, parentId, media files, deletedUploadIds. */
export function categoryFormData(values: CategoryFormValues, category: Category | null): FormData {
  const form = new FormData();
  form.append('name', values.name.trim());
  form.append('description', values.description?.trim() ?? '');
  form.append('parentId', values.parent?.length ? String(values.parent[values.parent.length - 1]) : '');
  for (const file of newFiles(values.media)) form.append('media', file);
  if (category) {
    const kept = new Set(values.media.map(existingId).filter((id) => id !== null));
    const deleted = category.uploads.filter((upload) => !kept.has(upload.id)).map((upload) => upload.id);
    form.append('deletedUploadIds', JSON.stringify(deleted));
  }
  return form;
}

/** Create or edit a category: a name, a description, an optional parent and exactly one image. */
export function CategoryForm({ category, tree, open, onClose }: Props) {
  const [form] = Form.useForm<CategoryFormValues>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: CategoryFormValues) => {
      const data = categoryFormData(values, category);
      return category ? categoriesApi.update(category.id, data) : categoriesApi.create(data);
    },
    onSuccess: async () => {
      message.success(MESSAGES.categorySaved);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.categories });
      onClose();
    },
    // A block body: antd's message is thenable, and a returned thenable keeps the mutation pending until it closes.
    onError: (error) => {
      message.error(apiErrorMessage(error, MESSAGES.saveCategoryFailed));
    },
  });

  const initialValues: CategoryFormValues = category
    ? {
        name: category.name,
        description: category.description ?? '',
        parent: category.parentId ? categoryPath(tree, category.parentId) : [],
        media: category.uploads.map((upload) => existingFile(upload.id, upload.url, upload.filename)),
      }
    : { name: '', description: '', parent: [], media: [] };

  return (
    <Modal
      open={open}
      title={category ? 'Edit Category' : 'Add Category'}
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => save.mutate(values)}
        preserve={false}
      >
        <Form.Item
          label="Category Name"
          name="name"
          rules={[{ required: true, whitespace: true, message: MESSAGES.categoryNameRequired }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item label="Parent Category" name="parent" extra="Leave empty for a top-level category.">
          <Cascader
            options={categoryOptions(tree, category?.id)}
            changeOnSelect
            allowClear
            placeholder="None (top level)"
            aria-label="Parent Category"
          />
        </Form.Item>
        <Form.Item
          label="Image"
          name="media"
          valuePropName="fileList"
          getValueFromEvent={fileListOf}
          rules={[
            {
              validator: async (_, list: UploadFile[] = []) => {
                const result = categoryImageCountSchema.safeParse(list.length);
                if (!result.success) throw new Error(result.error.issues[0]?.message);
              },
            },
          ]}
        >
          <Upload
            listType="picture"
            accept={IMAGE_ACCEPT}
            multiple
            beforeUpload={keepImage((problem) => message.error(problem))}
          >
            <Button icon={<UploadOutlined />}>Choose image</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Cascader,
  Col,
  Drawer,
  Form,
  Input,
  InputNumber,
  Row,
  Space,
  Upload,
  type UploadFile,
} from 'antd';
import {
  type Category,
  DISCOUNT_PRICE_HELP,
  MESSAGES,
  type Product,
  QUERY_KEYS,
  sellingPriceLine,
  variantPricing,
  variantRequiredMessage,
} from 'shared-contracts';
import { hexOf, productImageCountSchema } from 'shared-contracts/schemas';
import { apiErrorMessage, productsApi } from 'store-runtime';
import { categoryOptions, categoryPath } from '../ui/category-tree';
import { existingFile, existingId, fileListOf, IMAGE_ACCEPT, keepImage, newFiles } from '../ui/files';
import { ANY_COLOUR, ImageColoursFields, type ImageColourValues, imageColoursPayload } from './image-colours-fields';
import { type SpecificationGroupValues, SpecificationsFields, specificationsPayload } from './specifications-fields';

export interface VariantValues {
  id?: number;
  color?: string;
  colorHexCode?: string | null;
  size?: string;
  stock?: number | null;
  originalPrice?: string | number | null;
  discountPrice?: string | number | null;
  /** Added with the button: the colour is the previous variant's and cannot be changed. */
  copied?: boolean;
}

export interface ProductFormValues {
  productName: string;
  brand?: string;
  category?: number[];
  description?: string;
  images: UploadFile[];
  /** Each image's colour, by its uid in `images`. */
  imageColors?: ImageColourValues;
  variants: VariantValues[];
  specifications?: SpecificationGroupValues[];
}

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** The first variant missing colour, size or original price, as product rules §5's message; null when all are complete. */
export function variantsError(variants: VariantValues[] = []): string | null {
  const index = variants.findIndex((v) => blank(v.color) || blank(v.size) || blank(v.originalPrice));
  return index === -1 ? null : variantRequiredMessage(index + 1);
}

/**
 * Multipart POST /products: productName, brand, categoryId (the deepest choice), description,
 * productVariants, specifications, deletedImageIds, imageColors, newImageColors, images; id to update.
 */
export function productFormData(values: ProductFormValues, product: Product | null): FormData {
  const form = new FormData();
  if (product) form.append('id', String(product.id));
  form.append('productName', values.productName.trim());
  form.append('brand', values.brand?.trim() ?? '');
  form.append('categoryId', values.category?.length ? String(values.category[values.category.length - 1]) : '');
  form.append('description', values.description?.trim() ?? '');
  const variants = values.variants.map((variant) => ({
    ...(variant.id ? { id: variant.id } : {}),
    color: String(variant.color ?? '').trim(),
    colorHexCode: hexOf(variant.color, variant.colorHexCode),
    size: String(variant.size ?? '').trim(),
    stock: Number(variant.stock ?? 0),
    originalPrice: String(variant.originalPrice),
    discountPrice: blank(variant.discountPrice) ? null : String(variant.discountPrice),
  }));
  form.append('productVariants', JSON.stringify(variants));
  form.append('specifications', JSON.stringify(specificationsPayload(values.specifications)));
  const kept = new Set(values.images.map(existingId).filter((id) => id !== null));
  const deleted = product ? product.images.filter((image) => !kept.has(image.id)).map((image) => image.id) : [];
  form.append('deletedImageIds', JSON.stringify(deleted));
  const { imageColors, newImageColors } = imageColoursPayload(values.images, values.imageColors);
  form.append('imageColors', JSON.stringify(imageColors));
  form.append('newImageColors', JSON.stringify(newImageColors));
  for (const file of newFiles(values.images)) form.append('images', file);
  return form;
}

export function initialProductValues(product: Product | null, tree: Category[]): ProductFormValues {
  if (!product) {
    return {
      productName: '',
      brand: '',
      category: [],
      description: '',
      images: [],
      imageColors: {},
      variants: [{ stock: 1 }],
      specifications: [],
    };
  }
  return {
    productName: product.name,
    brand: product.brand ?? '',
    category: categoryPath(tree, product.categoryId),
    description: product.description ?? '',
    images: product.images.map((image) => existingFile(image.id, image.url)),
    imageColors: Object.fromEntries(
      product.images.map((image) => [existingFile(image.id, image.url).uid, image.color ?? ANY_COLOUR]),
    ),
    variants: product.variants.map((variant) => ({
      id: variant.id,
      color: variant.color,
      colorHexCode: variant.colorHexCode,
      size: variant.size,
      stock: variant.stock,
      originalPrice: variant.originalPrice,
      discountPrice: variant.discountPrice,
    })),
    specifications: product.specifications.map((group) => ({
      group: group.group,
      rows: group.rows.map((row) => ({ ...row })),
    })),
  };
}

interface Props {
  product: Product | null;
  tree: Category[];
  onClose: () => void;
  onSaved: () => void;
}

/** Create or edit a product: name, category chain, description, 2 to 10 images and its variants (product rules §2, §5). */
export function ProductForm({ product, tree, onClose, onSaved }: Props) {
  const [form] = Form.useForm<ProductFormValues>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: ProductFormValues) => productsApi.save(productFormData(values, product)),
    onSuccess: async () => {
      message.success(MESSAGES.productSaved);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.products });
      onSaved();
    },
    // A block body: antd's message is thenable, and a returned thenable keeps the mutation pending until it closes.
    onError: (error) => {
      message.error(apiErrorMessage(error, MESSAGES.saveProductFailed));
    },
  });

  return (
    <Drawer
      open
      title={product ? 'Edit Product' : 'Add Product'}
      size="min(900px, 100vw)"
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            Save Product
          </Button>
        </Space>
      }
    >
      <Form<ProductFormValues>
        form={form}
        layout="vertical"
        initialValues={initialProductValues(product, tree)}
        onFinish={(values) => save.mutate(values)}
        scrollToFirstError
      >
        <Form.Item
          label="Product Name"
          name="productName"
          rules={[{ required: true, whitespace: true, message: MESSAGES.productNameRequired }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="Brand" name="brand">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          label="Category"
          name="category"
          extra="Choose a category, then a subcategory at any level; the deepest choice is used."
          rules={[{ required: true, type: 'array', min: 1, message: MESSAGES.productCategoryRequired }]}
        >
          <Cascader
            options={categoryOptions(tree)}
            changeOnSelect
            placeholder="Select a category"
            aria-label="Category"
          />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
        <Form.Item
          label="Images"
          name="images"
          valuePropName="fileList"
          getValueFromEvent={fileListOf}
          extra="2 to 10 images: JPEG, PNG or WebP, up to 5 MB each."
          rules={[
            {
              validator: async (_, list: UploadFile[] = []) => {
                const result = productImageCountSchema.safeParse(list.length);
                if (!result.success) throw new Error(result.error.issues[0]?.message);
              },
            },
          ]}
        >
          <Upload
            listType="picture-card"
            accept={IMAGE_ACCEPT}
            multiple
            beforeUpload={keepImage((problem) => message.error(problem))}
          >
            <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
              <PlusOutlined />
              <div style={{ marginTop: 8 }}>Add images</div>
            </button>
          </Upload>
        </Form.Item>
        <ImageColoursFields />
        <Form.List
          name="variants"
          rules={[
            {
              validator: async (_, variants: VariantValues[]) => {
                const error = variantsError(variants);
                if (error) throw new Error(error);
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <VariantRow
                  key={field.key}
                  name={field.name}
                  index={index}
                  onRemove={index > 0 ? () => remove(field.name) : undefined}
                />
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                style={{ marginTop: 8 }}
                onClick={() => {
                  const variants: VariantValues[] = form.getFieldValue('variants') ?? [];
                  const previous = variants[variants.length - 1];
                  add({
                    color: previous?.color,
                    colorHexCode: hexOf(previous?.color, previous?.colorHexCode),
                    stock: 0,
                    copied: true,
                  });
                }}
              >
                Add Variant
              </Button>
            </>
          )}
        </Form.List>
        <SpecificationsFields />
      </Form>
    </Drawer>
  );
}

function VariantRow({ name, index, onRemove }: { name: number; index: number; onRemove?: () => void }) {
  const form = Form.useFormInstance<ProductFormValues>();
  const copied = Form.useWatch(['variants', name, 'copied'], form);
  const hex = Form.useWatch(['variants', name, 'colorHexCode'], form);
  const label = `Variant ${index + 1}`;
  return (
    <Card
      size="small"
      title={label}
      role="group"
      aria-label={label}
      style={{ marginBottom: 12 }}
      extra={
        onRemove && (
          <Button danger size="small" icon={<DeleteOutlined />} onClick={onRemove} aria-label={`Remove ${label}`} />
        )
      }
    >
      <Form.Item name={[name, 'id']} hidden>
        <Input />
      </Form.Item>
      <Form.Item name={[name, 'copied']} hidden valuePropName="checked">
        <input type="checkbox" />
      </Form.Item>
      <Form.Item name={[name, 'colorHexCode']} hidden>
        <Input />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12} md={8}>
          <Form.Item label="Color" name={[name, 'color']} required>
            <Input
              readOnly={Boolean(copied)}
              maxLength={50}
              suffix={
                <span
                  data-testid={`swatch-${index + 1}`}
                  title={hex ?? 'No swatch'}
                  style={{
                    display: 'inline-block',
                    width: 16,
                    height: 16,
                    borderRadius: 4,
                    border: '1px solid #d1d5db',
                    background: hex ?? 'transparent',
                  }}
                />
              }
              onChange={(event) => {
                const next = hexOf(event.target.value);
                if (next) form.setFieldValue(['variants', name, 'colorHexCode'], next);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item label="Storage" name={[name, 'size']} required>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item label="Stock" name={[name, 'stock']}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item label="Original Price" name={[name, 'originalPrice']} required>
            <InputNumber min={0} step={0.01} precision={2} prefix="₹" style={{ width: '100%' }} stringMode />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={16}>
          <Form.Item label="Discount Price" name={[name, 'discountPrice']} extra={<DiscountPriceHelp name={name} />}>
            <InputNumber min={0} step={0.01} precision={2} prefix="₹" style={{ width: '100%' }} stringMode />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/**
 * Under Discount Price: that it is the amount off (product rules §3), and the prices shoppers will
 * see, worked out as the admin types either price.
 */
function DiscountPriceHelp({ name }: { name: number }) {
  const form = Form.useFormInstance<ProductFormValues>();
  const originalPrice = Form.useWatch(['variants', name, 'originalPrice'], form);
  const discountPrice = Form.useWatch(['variants', name, 'discountPrice'], form);
  const priced = !blank(originalPrice);
  return (
    <>
      <span style={{ display: 'block' }}>{DISCOUNT_PRICE_HELP}</span>
      <output style={{ display: 'block' }} aria-live="polite">
        {priced
          ? sellingPriceLine(
              variantPricing({
                originalPrice: String(originalPrice),
                discountPrice: blank(discountPrice) ? null : String(discountPrice),
              }),
            )
          : ''}
      </output>
    </>
  );
}

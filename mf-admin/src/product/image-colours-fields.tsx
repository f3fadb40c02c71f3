import { Col, Form, Row, Select, type UploadFile } from 'antd';
import type { ImageColorsPayload } from 'shared-contracts/schemas';
import { existingId } from '../ui/files';

/**
 * Each image's colour as the form holds it, by the Upload list's uid (stored and new files alike);
 * ANY_COLOUR or absent: the image suits any colour.
 */
export type ImageColourValues = Record<string, string | null | undefined>;

/** The Select's value for "Any colour": a Select shows its placeholder, not an option, for null. */
export const ANY_COLOUR = '';

const colourOf = (colours: ImageColourValues | undefined, file: UploadFile) => colours?.[file.uid] || null;

/**
 * The images' colours as the API takes them: the stored images kept, by id, and the new files'
 * colours in the order the files are sent (the order of the Upload list).
 */
export function imageColoursPayload(
  images: UploadFile[],
  colours: ImageColourValues | undefined,
): { imageColors: ImageColorsPayload; newImageColors: (string | null)[] } {
  const imageColors: ImageColorsPayload = [];
  const newImageColors: (string | null)[] = [];
  for (const file of images) {
    const id = existingId(file);
    if (id !== null) imageColors.push({ id, color: colourOf(colours, file) });
    else if (file.originFileObj) newImageColors.push(colourOf(colours, file));
  }
  return { imageColors, newImageColors };
}

/** The variants' colours, each once, in the variants' order: what an image can be tied to. */
export function variantColours(variants: { color?: string }[] = []): string[] {
  const names = variants.map((variant) => String(variant?.color ?? '').trim()).filter(Boolean);
  return [...new Set(names)];
}

/**
 * Under the images: a colour for each one, one of the variants' colours or any colour, so the shop
 * shows the pictures of the colour a shopper chooses first. Numbered as the Upload list shows them.
 */
export function ImageColoursFields() {
  const form = Form.useFormInstance();
  const images: UploadFile[] = Form.useWatch('images', form) ?? [];
  const variants: { color?: string }[] | undefined = Form.useWatch('variants', form);
  if (images.length === 0) return null;
  const options = [
    { value: ANY_COLOUR, label: 'Any colour' },
    ...variantColours(variants).map((colour) => ({ value: colour, label: colour })),
  ];
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
      <legend style={{ fontSize: 14, marginBottom: 8 }}>Image colours</legend>
      <Row gutter={12}>
        {images.map((file, index) => (
          <Col key={file.uid} xs={24} sm={12} md={8}>
            <Form.Item label={`Colour of image ${index + 1}`} name={['imageColors', file.uid]}>
              <Select options={options} placeholder="Any colour" />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </fieldset>
  );
}

import { Upload, type UploadFile } from 'antd';
import { MAX_UPLOAD_BYTES, MESSAGES } from 'shared-contracts';

/** An image already stored on the server, shown in an Upload list; its uid names it. */
export function existingFile(id: number, url: string, name = `image-${id}`): UploadFile {
  return { uid: `existing-${id}`, name, url, thumbUrl: url, status: 'done' };
}

/** The server id of an existing image in an Upload list, or null for a newly chosen file. */
export function existingId(file: UploadFile): number | null {
  const match = /^existing-(\d+)$/.exec(file.uid);
  return match ? Number(match[1]) : null;
}

/** The newly chosen files of an Upload list (existing images have no originFileObj). */
export function newFiles(list: UploadFile[]): File[] {
  return list.flatMap((file) => (existingId(file) === null && file.originFileObj ? [file.originFileObj] : []));
}

/** Upload's Form.Item glue: the file list from its change event. */
export function fileListOf(event: { fileList: UploadFile[] } | UploadFile[]): UploadFile[] {
  return Array.isArray(event) ? event : event.fileList;
}

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

const IMAGE_TYPES = IMAGE_ACCEPT.split(',');

/** Why a chosen file cannot be uploaded (JPEG, PNG or WebP up to 5 MB), or null when it can. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return MESSAGES.imageTypeNotAllowed;
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.imageTooLarge;
  return null;
}

/**
 * Upload's beforeUpload: files are kept in the form and sent with it (false); an unsuitable
 * file is left out of the list, and `report` says why.
 */
export function keepImage(report: (problem: string) => void) {
  return (file: File): boolean | typeof Upload.LIST_IGNORE => {
    const problem = imageProblem(file);
    if (problem) {
      report(problem);
      return Upload.LIST_IGNORE;
    }
    return false;
  };
}

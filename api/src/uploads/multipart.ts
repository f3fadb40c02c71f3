/** Reads a multipart form: its text fields and the image files of the named fields, nothing else. */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../lib/errors.js';
import { isUnstorableText, unstorableTextError } from '../lib/text-input.js';

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export async function readMultipart(request: FastifyRequest, fileFields: readonly string[]): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('Send this form as multipart/form-data');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let unstorable: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (!fileFields.includes(part.fieldname)) {
        await part.toBuffer(); // unknown file fields are read and dropped
        continue;
      }
      const buffer = await part.toBuffer();
      if (buffer.length === 0 && !part.filename) continue; // an empty file input
      files.push({ field: part.fieldname, filename: part.filename, buffer });
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
      if (unstorable === undefined && isUnstorableText(part.value)) unstorable = part.fieldname;
    }
  }
  // Refused once the whole form is read: the request is then answered like any other.
  if (unstorable !== undefined) throw unstorableTextError(unstorable, 'form');
  return { fields, files };
}

/** Reads a multipart form: its text fields and the image files of the named fields, nothing else. */
import type { FastifyRequest } from 'fastify';
import { MESSAGES, REQUEST_MESSAGES } from 'shared-contracts';
import { badRequest } from '../lib/errors.js';
import { isUnstorableText, unstorableTextError } from '../lib/text-input.js';

/** @fastify/multipart's error when a form has more files than its `files` limit. */
const FILES_LIMIT_CODE = 'FST_FILES_LIMIT';

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * @param tooManyFiles the answer when the form holds more files than the server reads in one
 * request (the multipart `files` limit): the form's own "at most N images" message.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
  tooManyFiles: string = MESSAGES.tooManyFiles,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest(REQUEST_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let unstorable: string | undefined;
  try {
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
  } catch (error) {
    if ((error as { code?: string }).code === FILES_LIMIT_CODE) throw badRequest(tooManyFiles);
    throw error;
  }
  // Refused once the whole form is read: the request is then answered like any other.
  if (unstorable !== undefined) throw unstorableTextError(unstorable, 'form');
  return { fields, files };
}

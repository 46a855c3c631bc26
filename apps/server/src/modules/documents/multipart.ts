import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../platform/errors.ts';
import { checkFormText } from '../../platform/text-check.ts';

export type UploadedFile = { field: string; fileName: string; bytes: Buffer };
export type MultipartForm = { fields: Map<string, string>; files: UploadedFile[] };

export type MultipartLimits = {
  /** bytes per file */
  fileSize: number;
  /** files in one request */
  files: number;
  /** the field a too large file is reported on */
  fileField: string;
};

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** A field-keyed error with another status than 400 (413 for a file past the limit). */
function tooLarge(field: string, maxBytes: number): AppError {
  const mb = Math.round(maxBytes / (1024 * 1024));
  return new AppError(413, 'invalid_format', { [field]: [`file_too_large?max_mb=${mb}`] });
}

/**
 * Reads a multipart form into memory within the limits: text fields (the first value of a name
 * wins) and files. A file past the size limit answers 413 `{field: ["file_too_large?max_mb=N"]}`;
 * a text that is not well-formed (in a field, or in the JSON a field holds) 400 on its field.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw fieldError('non_field_errors', 'multipart_required');
  const fields = new Map<string, string>();
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: limits.fileSize,
        files: limits.files,
        fields: 30,
        fieldSize: 100_000,
        parts: limits.files + 30,
      },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A file input left empty arrives as a part without a name and bytes.
        if (bytes.byteLength === 0 && part.filename === '') continue;
        files.push({ field: part.fieldname, fileName: part.filename, bytes });
      } else if (!fields.has(part.fieldname)) {
        fields.set(part.fieldname, typeof part.value === 'string' ? part.value : '');
      }
    }
  } catch (error) {
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limits.fileField, limits.fileSize);
    if (code === 'FST_FILES_LIMIT') {
      throw fieldError(limits.fileField, `too_many_files?max=${limits.files}`);
    }
    if (
      code === 'FST_FIELDS_LIMIT' ||
      code === 'FST_PARTS_LIMIT' ||
      code === 'FST_PROTO_VIOLATION'
    ) {
      throw fieldError('non_field_errors', 'invalid_format');
    }
    // Whatever else the parser met (no or a wrong boundary, a cut or garbled part) is the
    // client's malformed body, not a fault of ours.
    if (error instanceof AppError) throw error;
    request.log.info({ err: error }, 'malformed multipart body');
    throw fieldError('non_field_errors', 'malformed_multipart');
  }
  checkFormText(fields);
  return { fields, files };
}

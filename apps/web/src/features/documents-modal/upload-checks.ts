/** The server's limit for an uploaded PDF (apps/server documents/pdf-check.ts). */
export const UPLOAD_MAX_MB = 20;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;

const PDF_MAGIC = '%PDF-';

function readHead(file: Blob, length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = reader.result;
      resolve(result instanceof ArrayBuffer ? new Uint8Array(result) : new Uint8Array());
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('read failed'));
    };
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

/**
 * The checks the server makes, done before sending (spec 2 §5;
 * docs/decisions/0028-uploaded-pdfs.md), so a wrong file costs no upload: a file is required, at
 * most 20 MB, and a PDF by its content (`%PDF-`), not by its name. Answers an error key for the
 * field, or null.
 */
export async function checkPdfFile(file: File | null): Promise<string | null> {
  if (!file) return 'field_required';
  if (file.size > UPLOAD_MAX_BYTES) return `file_too_large?max_mb=${String(UPLOAD_MAX_MB)}`;
  const head = await readHead(file, PDF_MAGIC.length);
  const text = String.fromCharCode(...head);
  return text === PDF_MAGIC ? null : 'file_not_pdf';
}

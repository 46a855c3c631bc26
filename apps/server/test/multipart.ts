/** A part of a multipart/form-data body: a field, or a file (of `type`, else the body's default). */
export type Part =
  { name: string; value: string } | { name: string; file: Buffer; fileName: string; type?: string };

/** A multipart/form-data body as a browser sends it, with its content-type header. */
export function multipart(
  parts: Part[],
  fileType = 'application/octet-stream',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----td${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('file' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
            `Content-Type: ${part.type ?? fileType}\r\n\r\n`,
        ),
        part.file,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

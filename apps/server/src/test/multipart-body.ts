/** One part of a multipart/form-data body: a field, or a file when it has a filename. */
export interface Part {
  name: string;
  content: Buffer | string;
  filename?: string;
  contentType?: string;
}

export const BOUNDARY = '----atlas-hostile-boundary';

/** A multipart/form-data body and its content type, written byte for byte as given. */
export function multipartBody(parts: Part[], boundary = BOUNDARY) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType === undefined ? '' : `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

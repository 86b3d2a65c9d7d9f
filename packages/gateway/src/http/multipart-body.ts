import { randomBytes } from 'node:crypto';

/**
 * Pieces of a `multipart/form-data` body (RFC 7578), written part by part so a file can stream
 * through between its header and its end without being held whole.
 */
const CRLF = '\r\n';

export function multipartBoundary(): string {
  return `----PortalGateway${randomBytes(12).toString('hex')}`;
}

// As browsers do (HTML's form encoding): quotes and line breaks in names are percent-escaped.
function quoted(text: string): string {
  return `"${text.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;
}

export function fieldPart(boundary: string, name: string, value: string): Buffer {
  return Buffer.from(`--${boundary}${CRLF}Content-Disposition: form-data; name=${quoted(name)}${CRLF}${CRLF}${value}${CRLF}`, 'utf8');
}

/** The head of a file part; the file's bytes follow, then `fileEnd()`. */
export function fileHead(boundary: string, name: string, fileName: string, contentType: string): Buffer {
  return Buffer.from(
    `--${boundary}${CRLF}Content-Disposition: form-data; name=${quoted(name)}; filename=${quoted(fileName)}${CRLF}` +
      `Content-Type: ${contentType}${CRLF}${CRLF}`,
    'utf8',
  );
}

export function fileEnd(): Buffer {
  return Buffer.from(CRLF);
}

export function closingBoundary(boundary: string): Buffer {
  return Buffer.from(`--${boundary}--${CRLF}`);
}

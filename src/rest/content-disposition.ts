/** RFC 8187 attr-char: the bytes `filename*` may carry unencoded. */
const ATTR_CHAR = /^[A-Za-z0-9!#$&+\-.^_`|~]$/;

/**
 * The `Content-Disposition` of a download named `fileName`, per RFC 6266: `filename` is an ASCII
 * fallback for old clients (quotes, backslashes, control and non-ASCII characters become `_`, so
 * nothing a user named a file can close the quoted string or split the header), and `filename*`
 * the exact name, UTF-8 percent-encoded, which current clients prefer.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/gu, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${percentEncoded(fileName)}`;
}

/** RFC 8187 value-chars of `text`'s UTF-8 bytes (a lone surrogate is encoded as U+FFFD, never thrown on). */
function percentEncoded(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** What a request presented as credentials, parsed but not yet trusted. */
export type Credentials =
  { type: 'bearer'; token: string } | { type: 'basic'; username: string; password: string } | { type: 'malformed' };

/**
 * The credentials an `Authorization` header presents. Basic credentials are base64, so they may
 * decode to anything: control characters (NUL, which PostgreSQL text cannot hold) are not allowed
 * in them (RFC 7617), and such a header is malformed (401) before any of it reaches a query.
 * The user-id may be empty (RFC 7617): Staffology's clients send an API key as `:<key>`.
 */
export function parseCredentials(authorization: string | undefined): Credentials | undefined {
  if (!authorization) return undefined;
  const [scheme, ...rest] = authorization.split(' ');
  const value = rest.join(' ').trim();
  if (/^bearer$/i.test(scheme) && value) return { type: 'bearer', token: value };
  if (/^basic$/i.test(scheme) && value) {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    // eslint-disable-next-line no-control-regex -- control characters are what is refused here
    if (colon >= 0 && !/[\u0000-\u001f\u007f]/.test(decoded)) {
      return { type: 'basic', username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
    }
  }
  return { type: 'malformed' };
}

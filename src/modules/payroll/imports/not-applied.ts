/**
 * The description of a field kept from the reference API's shape that this server accepts and
 * type-checks but does not use: `what` followed by the sentence that says so.
 */
export function notApplied(what: string): string {
  return `${what} Accepted as the reference API defines it; not applied by this server.`;
}

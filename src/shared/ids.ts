const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else can name no record (and must not reach SQL as a uuid). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

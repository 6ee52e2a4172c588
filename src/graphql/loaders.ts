import DataLoader from 'dataloader';

/**
 * Per-request registry of DataLoaders. A loader is created on first use under its key and lives
 * as long as the request, so every field resolver of one operation shares its batches and cache.
 */
export class LoaderRegistry {
  private readonly loaders = new Map<string, DataLoader<unknown, unknown>>();

  get<K, V>(key: string, create: () => DataLoader<K, V>): DataLoader<K, V> {
    let loader = this.loaders.get(key);
    if (!loader) {
      loader = create() as DataLoader<unknown, unknown>;
      this.loaders.set(key, loader);
    }
    return loader as DataLoader<K, V>;
  }
}

/** Orders batch results as DataLoader requires: one entry per key, `null` where none was found. */
export function byKeys<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): (V | null)[] {
  const index = new Map<K, V>();
  for (const row of rows) index.set(keyOf(row), row);
  return keys.map((key) => index.get(key) ?? null);
}

/** Groups batch results as DataLoader requires: one list per key (empty where none), rows in their order. */
export function groupByKeys<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K | undefined): V[][] {
  const groups = new Map<K, V[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === undefined) continue;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return keys.map((key) => groups.get(key) ?? []);
}

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BOOKS_DESCRIPTION } from './ladder-books';
import { CONNECTIONS, type Sample } from './ladder-load';
import type { Stand } from './ladder-rows';
import { median } from './shared';

/** What a run measured, and the settings it ran with. */
export interface LadderRun {
  stands: Stand[];
  /** Each row's samples, by `<size label> <row name>`. */
  samples: Map<string, Sample[]>;
  /** SQL statements per request, by `<size label> <row name>`. */
  statements: Map<string, number>;
  /** What the order rows' check found (empty for a set without order rows). */
  orderCheck: string;
  warmup: number;
  rounds: number;
  duration: number;
  books: boolean;
}

/**
 * The table of medians of one set (each row at every size, its ratio between sizes and to its
 * limit row), with what the run was, as a section of the results file.
 */
export function section({
  stands,
  samples,
  statements,
  orderCheck,
  warmup,
  rounds,
  duration,
  books,
}: LadderRun): string {
  const med = (name: string, field: keyof Sample) => median(samples.get(name)!.map((s) => s[field]));
  const labels = stands.map((s) => s.size.label);
  const [small, large] = labels;
  const header = [
    'Row',
    ...labels.map((l) => `${l} req/s`),
    ...(large ? [`${large} cost vs ${small}`] : []),
    ...labels.map((l) => `${l} vs limit`),
    ...labels.map((l) => `${l} p50 ms`),
    ...labels.map((l) => `${l} p99 ms`),
    'SQL/req',
    ...labels.map((l) => `${l} CPU ms/req`),
    ...labels.map((l) => `${l} PostgreSQL CPU ms/req`),
  ];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  const fixed2 = (x: number) => (Number.isNaN(x) ? 'n/a' : x.toFixed(2));
  for (const row of stands[0].rows) {
    const at = (label: string) => `${label} ${row.name}`;
    const limitAt = (label: string) => `${label} ${row.limit}`;
    const sql = [...new Set(labels.map((l) => statements.get(at(l))))].join(' / ');
    const cells = [
      row.name,
      ...labels.map((l) => med(at(l), 'rps').toFixed(0)),
      ...(large ? [`${(med(at(small), 'rps') / med(at(large), 'rps')).toFixed(2)}x`] : []),
      ...labels.map((l) => (row.limit ? `${((100 * med(at(l), 'rps')) / med(limitAt(l), 'rps')).toFixed(0)}%` : '')),
      ...labels.map((l) => med(at(l), 'p50').toFixed(0)),
      ...labels.map((l) => med(at(l), 'p99').toFixed(0)),
      sql,
      ...labels.map((l) => fixed2(med(at(l), 'cpuMs'))),
      ...labels.map((l) => fixed2(med(at(l), 'pgCpuMs'))),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  const table = lines.join('\n');
  const described = books
    ? BOOKS_DESCRIPTION
    : `One store of ${stands.map((s) => s.size.products.toLocaleString('en-US')).join(' and ')} active products (one database each) in 50 categories, 2 images each, every 97th featured;`;
  process.stdout.write(`\n${table}\n\n${orderCheck}\n`);
  return `${described} ${CONNECTIONS} connections on loopback; warm-up ${warmup} s per row, then ${rounds} alternating rounds of ${duration} s (the read rows, then the order rows; in each round every row at one size, then at the other); medians. "${large ?? ''} cost vs ${small}" is the ${small} req/s over the ${large ?? ''} req/s: how many times more a request costs on the larger catalog. Order placement: 32 customers each checking out two of 100 deep-stocked products (req/s = orders/s). CPU is the server process's own (user + system), PostgreSQL excluded; PostgreSQL CPU is that of all its processes on this machine (from /proc, in 10 ms ticks; n/a when it runs elsewhere; a floor: a process that exits during the row takes its share with it) during the row, divided by the row's requests. Absolute figures depend on the machine's load; compare ratios from one run.\n\n${table}\n\n${orderCheck}\n`;
}

/** Writes the sections of a run to bench/results/<time>.md. */
export function report(sections: string[]): void {
  const stamp = new Date()
    .toISOString()
    .replace(/:\d\d\.\d+Z$/, 'Z')
    .replace(':', '');
  const note = process.env.BENCH_NOTE ? `\n${process.env.BENCH_NOTE}\n` : '';
  const doc = `# Ladder ${stamp}\n${note}\n${sections.join('\n')}`;
  const dir = path.join(__dirname, '../../bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${stamp}.md`), doc);
}

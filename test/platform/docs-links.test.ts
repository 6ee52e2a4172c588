import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/config/paths';

/**
 * The README and the pages of docs/ link to each other and to files of the repository: every
 * relative link must name a file or folder that exists, and a `#fragment` a heading of its page.
 * The operations page quotes the fleet's HAProxy file instead of copying it: its quoted lines must
 * be lines of that file. The same for the failover cluster's files, each quoted in blocks that
 * name it after the language (```yaml test/fleet/patroni.yml).
 */
const PAGES = [
  'README.md',
  ...readdirSync(path.join(PROJECT_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const read = (page: string) => readFileSync(path.join(PROJECT_ROOT, page), 'utf8');

/** The text outside code: fenced blocks and inline code hold no links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The fragments GitHub gives a page's headings (lower case, punctuation dropped, spaces as `-`). */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} (.+)$/gm)) {
    const base = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** Every relative link target of a page: `[text](target)`, without titles. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe('the links of the README and docs/', () => {
  it('finds the pages', () => {
    expect(PAGES).toEqual(expect.arrayContaining(['README.md', 'docs/configuration.md', 'docs/operations.md']));
  });

  it.each(PAGES)('%s: every relative link resolves, fragments included', (page) => {
    const broken: string[] = [];
    for (const link of relativeLinks(read(page))) {
      const [target, fragment] = link.split('#', 2);
      const file = target === '' ? page : path.join(path.dirname(page), decodeURIComponent(target));
      const absolute = path.join(PROJECT_ROOT, file);
      if (!existsSync(absolute)) {
        broken.push(`${link}: no ${file}`);
      } else if (fragment !== undefined) {
        if (statSync(absolute).isDirectory() || !file.endsWith('.md')) broken.push(`${link}: a fragment of a non-page`);
        else if (!anchors(read(file)).has(fragment)) broken.push(`${link}: no heading #${fragment} in ${file}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('reads links and headings as GitHub does', () => {
    expect(relativeLinks('[a](b.md#c) `[x](y.md)` [d](https://example.com) [e](#f "t")')).toEqual(['b.md#c', '#f']);
    expect([...anchors('# Retry-safe writes (`Idempotency-Key`)\n## A, b\n## A, b\n')]).toEqual([
      'retry-safe-writes-idempotency-key',
      'a-b',
      'a-b-1',
    ]);
  });
});

describe('docs/operations.md and the fleet balancer', () => {
  const page = read('docs/operations.md');
  const config = readFileSync(path.join(PROJECT_ROOT, 'test/fleet/haproxy.cfg'), 'utf8');

  it('links the HAProxy file the fleet test runs with', () => {
    expect(relativeLinks(page)).toContain('../test/fleet/haproxy.cfg');
  });

  it('quotes only lines of that file, and only a few', () => {
    const quoted = [...page.matchAll(/^```haproxy\n([\s\S]*?)^```/gm)].flatMap((block) =>
      block[1].split('\n').filter((line) => line.trim() !== ''),
    );
    const lines = new Set(config.split('\n').map((line) => line.trim()));
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.length).toBeLessThanOrEqual(10);
    expect(quoted.filter((line) => !lines.has(line.trim()))).toEqual([]);
  });
});

describe('docs/operations.md and the failover cluster', () => {
  const page = read('docs/operations.md');
  const blocks = [...page.matchAll(/^```\w+ (\S+)\n([\s\S]*?)^```/gm)];

  it.each(['test/fleet/patroni.yml', 'test/fleet/haproxy-postgres.cfg'])(
    'links %s, and quotes only lines of it, and only a few',
    (file) => {
      expect(relativeLinks(page)).toContain(`../${file}`);
      const quoted = blocks
        .filter((block) => block[1] === file)
        .flatMap((block) => block[2].split('\n').filter((line) => line.trim() !== ''));
      const lines = new Set(
        read(file)
          .split('\n')
          .map((line) => line.trim()),
      );
      expect(quoted.length).toBeGreaterThan(0);
      expect(quoted.length).toBeLessThanOrEqual(10);
      expect(quoted.filter((line) => !lines.has(line.trim()))).toEqual([]);
    },
  );

  it('names only files that exist in its quoting blocks', () => {
    expect(blocks.map((block) => block[1]).filter((file) => !existsSync(path.join(PROJECT_ROOT, file)))).toEqual([]);
  });
});

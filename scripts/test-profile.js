#!/usr/bin/env node
/**
 * Where the suite's time goes, from jest's own results and the helpers' set-up timings
 * (test/helpers/timings.ts):
 *
 *   npm run test:profile [-- <jest arguments>]     runs jest (--ci --json), then reports
 *   node scripts/test-profile.js --results <jest --json file> [--timings <folder>] [--top N]
 *
 * The report: the run's wall time and test count; the N longest files (default 15) with their wall
 * time and share of the summed file time; then each set-up phase (database creation, migration,
 * scenario builds and restores, password hashes, app and built-server boots, the dist build) with
 * its count, total, and cost per test. Phases nest (an app boot includes its migration, a scenario
 * build its password hashes), so their shares do not add up.
 */
const { spawnSync } = require('node:child_process');
const { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

function parseArgs(argv) {
  const options = { top: 15, jest: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--results') options.results = argv[++i];
    else if (arg === '--timings') options.timings = argv[++i];
    else if (arg === '--top') options.top = Number(argv[++i]);
    else options.jest.push(arg);
  }
  return options;
}

const seconds = (ms) => (ms / 1000).toFixed(1);
const percent = (part, whole) => (whole > 0 ? ((100 * part) / whole).toFixed(1) : '0.0');

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    `| ${cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' | ')} |`;
  return [line(header), `|${widths.map((w, i) => (i === 0 ? '-' : '-').repeat(w + 2)).join('|')}|`, ...rows.map(line)];
}

/** The helpers' records under `dir`: one JSON line each, one file per worker process. */
function readTimings(dir) {
  if (!dir || !existsSync(dir)) return [];
  const records = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.jsonl'))) {
    for (const line of readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      if (line.trim()) records.push(JSON.parse(line));
    }
  }
  return records;
}

function report(results, timings, top) {
  const files = results.testResults.map((r) => ({
    file: path.relative(ROOT, r.name),
    ms: r.endTime - r.startTime,
    tests: r.assertionResults.length,
    failed: r.assertionResults.filter((a) => a.status === 'failed').length,
  }));
  const summed = files.reduce((sum, f) => sum + f.ms, 0);
  const end = Math.max(...results.testResults.map((r) => r.endTime));
  const tests = results.numTotalTests;
  const out = [
    `jest: ${seconds(end - results.startTime)} s wall for ${results.numTotalTestSuites} files, ` +
      `${tests} tests (${results.numPassedTests} passed, ${results.numFailedTests} failed, ` +
      `${results.numPendingTests} skipped); files summed ${seconds(summed)} s`,
    '',
  ];
  files.sort((a, b) => b.ms - a.ms);
  out.push(
    ...table(
      ['file', 'wall s', 'share %', 'tests'],
      files
        .slice(0, top)
        .map((f) => [
          f.file,
          seconds(f.ms),
          percent(f.ms, summed),
          f.failed ? `${f.tests} (${f.failed} failed)` : f.tests,
        ]),
    ),
  );
  if (timings.length > 0) {
    const phases = new Map();
    for (const t of timings) {
      const p = phases.get(t.phase) ?? { count: 0, ms: 0, files: new Set() };
      p.count++;
      p.ms += t.ms;
      p.files.add(t.file);
      phases.set(t.phase, p);
    }
    out.push('', 'set-up (phases nest: an app boot includes its migration, a scenario build its hashes)', '');
    out.push(
      ...table(
        ['phase', 'count', 'total s', 'share %', 'ms per test', 'files'],
        [...phases.entries()]
          .sort((a, b) => b[1].ms - a[1].ms)
          .map(([phase, p]) => [
            phase,
            p.count,
            seconds(p.ms),
            percent(p.ms, summed),
            (p.ms / Math.max(tests, 1)).toFixed(1),
            p.files.size,
          ]),
      ),
    );
  }
  return out.join('\n');
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  let resultsFile = options.results;
  let timingsDir = options.timings;
  let status = 0;
  if (!resultsFile) {
    const dir = path.join(ROOT, '.data/test-profile');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    resultsFile = path.join(dir, 'results.json');
    timingsDir = path.join(dir, 'timings');
    const jest = spawnSync('npx', ['jest', '--ci', '--json', `--outputFile=${resultsFile}`, ...options.jest], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, TEST_TIMINGS_DIR: timingsDir },
    });
    status = jest.status ?? 1;
    if (!existsSync(resultsFile)) process.exit(status || 1);
  }
  timingsDir ??= path.join(ROOT, '.data/test-timings/last');
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  process.stdout.write(`\n${report(results, readTimings(timingsDir), options.top)}\n`);
  process.exit(status);
}

main();

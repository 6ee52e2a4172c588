/**
 * A statement's text with every literal value replaced by `?`: string constants (`'...'` with
 * `''` inside, `E'...'` with backslash escapes, `B'...'`, `X'...'`, `U&'...'`, dollar-quoted
 * `$tag$...$tag$`) and numeric constants (a unary minus included). MikroORM inlines the bound
 * values into the text before knex sees it, so this is the only way a text that is recorded
 * (a span's `db.query.text`) holds none of them. Identifiers (`t1`, `"col 2"`), placeholders
 * (`?`, `$1`), keywords (`true`, `null`) and casts stay; comments are dropped, as a value could
 * have been inlined into one. A list of constants becomes one: `in (?)`, `array[?]`.
 */
export function withoutValues(sql: string): string {
  let out = '';
  let at = 0;
  const literal = () => {
    out = withoutUnaryMinus(out) + '?';
  };
  while (at < sql.length) {
    const c = sql[at];
    const next = sql[at + 1];
    if (c === '-' && next === '-') {
      const end = sql.indexOf('\n', at);
      at = end < 0 ? sql.length : end;
      out += ' ';
    } else if (c === '/' && next === '*') {
      at = blockCommentEnd(sql, at);
      out += ' ';
    } else if (c === '"') {
      const end = quotedEnd(sql, at, '"', false);
      out += sql.slice(at, end);
      at = end;
    } else if (c === "'") {
      at = quotedEnd(sql, at, "'", false);
      literal();
    } else if (isStringPrefix(sql, at)) {
      const quote = sql.indexOf("'", at);
      at = quotedEnd(sql, quote, "'", /^e/i.test(c));
      literal();
    } else if (c === '$' && DOLLAR_TAG.test(sql.slice(at, at + 64))) {
      const tag = DOLLAR_TAG.exec(sql.slice(at, at + 64))![0];
      const end = sql.indexOf(tag, at + tag.length);
      at = end < 0 ? sql.length : end + tag.length;
      literal();
    } else if (IDENTIFIER_START.test(c) || (c === '$' && /[0-9]/.test(next ?? ''))) {
      // A word (`t1`, `col_2`) or a placeholder (`$1`): digits inside it are no number.
      const end = stickyEnd(WORD, sql, at + 1);
      out += sql.slice(at, end);
      at = end;
    } else if (/[0-9.]/.test(c) && stickyEnd(NUMBER, sql, at) > at) {
      at = stickyEnd(NUMBER, sql, at);
      literal();
    } else {
      out += c;
      at++;
    }
  }
  return out.replace(IN_LIST, '$1(?)').replace(ARRAY_LIST, '$1[?]');
}

/** Words after which a `-` is a sign, not a subtraction. */
const BEFORE_SIGN = new Set(
  'select where and or not then else when in values return between like ilike by is case limit offset set any all'.split(
    ' ',
  ),
);
/** The opening tag of a dollar-quoted string (`$$`, `$body$`); `$1` is a placeholder. */
const DOLLAR_TAG = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/;
const IDENTIFIER_START = /[A-Za-z_\u0080-\uffff]/;
const WORD = /[A-Za-z0-9_$\u0080-\uffff]*/y;
/** PostgreSQL's numeric constants: decimal with fraction and exponent, hexadecimal, octal, binary. */
const NUMBER =
  /(?:0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|(?:[0-9][0-9_]*(?:\.[0-9_]*)?|\.[0-9][0-9_]*)(?:[eE][+-]?[0-9]+)?)(?![A-Za-z0-9_$])/y;
const IN_LIST = /(\bin\s*)\(\s*\?(?:\s*,\s*\?)+\s*\)/gi;
const ARRAY_LIST = /(\barray\s*)\[\s*\?(?:\s*,\s*\?)+\s*\]/gi;

/** Where `pattern` (sticky) matching at `at` ends; `at` when it does not match. */
function stickyEnd(pattern: RegExp, sql: string, at: number): number {
  pattern.lastIndex = at;
  return pattern.test(sql) ? pattern.lastIndex : at;
}

/**
 * `out` without a trailing unary minus, which belongs to the constant that follows: one after an
 * operator, a comma, an opening bracket, a keyword or nothing. A binary one (`a - 1`) stays.
 */
function withoutUnaryMinus(out: string): string {
  let i = out.length - 1;
  while (i >= 0 && /\s/.test(out[i])) i--;
  if (out[i] !== '-') return out;
  const minus = i;
  i--;
  while (i >= 0 && /\s/.test(out[i])) i--;
  if (i < 0 || '-(,=<>+*/%^|!~['.includes(out[i])) return out.slice(0, minus);
  let start = i;
  while (start > 0 && /[A-Za-z_]/.test(out[start - 1])) start--;
  const word = out.slice(start, i + 1).toLowerCase();
  return BEFORE_SIGN.has(word) && !/[A-Za-z0-9_$"]/.test(out[start - 1] ?? '') ? out.slice(0, minus) : out;
}

/** `E'`, `B'`, `X'`, `N'` or `U&'` starting a string constant (not the end of a longer word). */
function isStringPrefix(sql: string, at: number): boolean {
  if (at > 0 && /[A-Za-z0-9_$]/.test(sql[at - 1])) return false;
  const two = sql.slice(at, at + 3);
  return /^[eEbBxXnN]'/.test(two) || /^[uU]&'/.test(two);
}

/** Where a quoted text opened at `at` ends (past its closing quote); a doubled quote is one inside it. */
function quotedEnd(sql: string, at: number, quote: string, backslashes: boolean): number {
  let i = at + 1;
  while (i < sql.length) {
    const c = sql[i];
    if (backslashes && c === '\\') i += 2;
    else if (c === quote && sql[i + 1] === quote) i += 2;
    else if (c === quote) return i + 1;
    else i++;
  }
  return sql.length;
}

/** Where a block comment opened at `at` ends; PostgreSQL's nest. */
function blockCommentEnd(sql: string, at: number): number {
  let depth = 0;
  let i = at;
  while (i < sql.length) {
    if (sql[i] === '/' && sql[i + 1] === '*') {
      depth++;
      i += 2;
    } else if (sql[i] === '*' && sql[i + 1] === '/') {
      depth--;
      i += 2;
      if (depth === 0) return i;
    } else i++;
  }
  return sql.length;
}

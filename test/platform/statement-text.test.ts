import { withoutValues } from '../../src/observability/statement-text';

describe('withoutValues', () => {
  it.each([
    ['a string', `select * from customer where email = 'a@b.example'`, `select * from customer where email = ?`],
    ['doubled quotes inside a string', `values ('O''Brien', 'it''s -- not a comment')`, `values (?, ?)`],
    ['a double quote inside a string', `where note = 'say "hi"'`, `where note = ?`],
    ['an E string with escaped quotes', `where x = E'a\\'b\\\\' and y = e'\\''`, `where x = ? and y = ?`],
    ['bit, hex and Unicode strings', `select B'0101', X'1F', U&'d\\0061t', N'n'`, `select ?, ?, ?, ?`],
    ['dollar quoting', `select $$it's$$, $tag$a $$ b$tag$ from t`, `select ?, ? from t`],
    [
      'placeholders stay',
      `select * from t where a = ? and b = $1 and c = $12`,
      `select * from t where a = ? and b = $1 and c = $12`,
    ],
    ['numbers', `limit 10 offset 20`, `limit ? offset ?`],
    [
      'decimals and exponents',
      `where price > 19.99 and x < .5e-3 and y = 1E10 and z = 0x1F`,
      `where price > ? and x < ? and y = ? and z = ?`,
    ],
    [
      'numbers inside identifiers',
      `select t1.col_2, "3rd", x9 from t1 join "t 2" on t1.id = "t 2".id`,
      `select t1.col_2, "3rd", x9 from t1 join "t 2" on t1.id = "t 2".id`,
    ],
    [
      'a quoted identifier with a doubled quote',
      `select "a""1" from t where b = 2`,
      `select "a""1" from t where b = ?`,
    ],
    [
      'negative numbers',
      `where a = -5 and b in (-1, - 2) and c = x - 3 and d = (y)-4`,
      `where a = ? and b in (?) and c = x - ? and d = (y)-?`,
    ],
    ['a sign after a keyword', `select -1, case when a then -2 else -3 end`, `select ?, case when a then ? else ? end`],
    ['casts', `select '2024-01-01'::date, interval '1 minute', 42::int`, `select ?::date, interval ?, ?::int`],
    [
      'lists',
      `where id in ('a', 'b', 'c') and tags = array['x', 'y'] and n = any(ARRAY[1, 2])`,
      `where id in (?) and tags = array[?] and n = any(ARRAY[?])`,
    ],
    ['keywords stay', `where a is null and b = true`, `where a is null and b = true`],
  ])('%s', (_case, sql, expected) => {
    expect(withoutValues(sql)).toBe(expected);
  });

  it('drops comments, nested ones too, and the quotes and values inside them', () => {
    expect(withoutValues(`select 1 -- it's 'a@b'\nfrom t /* outer /* 'x' */ 'y' */ where a = 'z'`)).toBe(
      `select ?  \nfrom t   where a = ?`,
    );
  });

  it('keeps nothing of an unterminated string', () => {
    expect(withoutValues(`select 'a@b`)).toBe('select ?');
    expect(withoutValues(`select $$a@b`)).toBe('select ?');
  });

  it('turns a statement as MikroORM inlines it into its text with placeholders', () => {
    const inlined = `insert into "customer" ("id", "email", "password_hash", "phone", "is_active", "created_at") values ('0b7c', 'a@b.example', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', '+1 555 0100', true, '2026-01-02T03:04:05.000Z') returning "id"`;
    expect(withoutValues(inlined)).toBe(
      `insert into "customer" ("id", "email", "password_hash", "phone", "is_active", "created_at") values (?, ?, ?, ?, true, ?) returning "id"`,
    );
  });
});

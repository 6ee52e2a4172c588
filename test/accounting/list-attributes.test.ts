import type { TestApp } from '../helpers/app';
import { countStatements } from '../helpers/db';
import { dataOf, gql } from '../helpers/http';
import { eachTestIn } from '../helpers/scenarios';
import { businessScenario, type BusinessScenario } from '../helpers/accounting-scenarios';
import { accounting, asBusiness, itemsOf } from './support';

// A list resolves only what its answer keeps: `attributes` chooses the item fields the GraphQL
// operation selects, so a field left out is neither resolved nor loaded (no statement reads the
// records it links to). These tests prove the answer is the same as the whole record narrowed
// afterwards, for each attribute, and pin the statements of each list with and without them.

let t: TestApp;
let books: BusinessScenario;
let api: ReturnType<typeof accounting>;

eachTestIn(
  (app) => businessScenario(app, 'books'),
  (app, built) => ([t, books, api] = [app, built, accounting(app)]),
);

const admin = () => asBusiness(books.admin);

async function createNote(reference: string): Promise<string> {
  const line = (description: string) => ({
    description,
    ledger_account_id: books.goods.id,
    quantity: 2,
    unit_price: 5,
  });
  const res = await api.post('/purchase_credit_notes', {
    body: {
      purchase_credit_note: {
        contact_id: books.supplier.id,
        date: '2026-01-10',
        reference,
        credit_note_lines: [line('First'), line('Second')],
      },
    },
    headers: admin(),
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.id;
}

async function attach(noteId: string): Promise<void> {
  const res = await api.post('/attachments', {
    body: {
      attachment: {
        file: Buffer.from('scan').toString('base64'),
        file_name: 'scan.pdf',
        mime_type: 'application/pdf',
        attachment_context_type_id: 'PURCHASE_CREDIT_NOTE',
        attachment_context_id: noteId,
      },
    },
    headers: admin(),
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
}

async function twoAttachedNotes(): Promise<void> {
  for (const reference of ['CN-1', 'CN-2']) await attach(await createNote(reference));
}

/** The two lists narrowed by `attributes`, and the query they are read with. */
type List = '/purchase_credit_notes' | '/attachments';
type ListQuery = { attributes?: string; show_payments_allocations?: boolean; show_analysis_types?: boolean };

const list = (path: List, query: ListQuery = {}) => api.get(path, { query, headers: admin() });

async function get(path: List, query: ListQuery) {
  const res = await list(path, query);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  const { $items, ...envelope } = res.body;
  return { ...envelope, $items: itemsOf<Record<string, unknown>>({ $items }) };
}

const BASE = ['id', 'displayed_as', '$path'];

/** The items of a whole list narrowed to the base trio and `fields`, in the whole record's key order. */
function narrowed(items: Record<string, unknown>[], fields: string[]) {
  const keep = new Set([...BASE, ...fields]);
  return items.map((item) => Object.fromEntries(Object.entries(item).filter(([key]) => keep.has(key))));
}

describe('a list narrowed by attributes', () => {
  it.each([
    ['/purchase_credit_notes', { show_payments_allocations: true, show_analysis_types: true }],
    ['/purchase_credit_notes', {}],
    ['/attachments', {}],
  ] as [List, ListQuery][])(
    'answers each attribute of %s %j as the whole record narrowed to it, byte for byte',
    async (path, extra) => {
      await twoAttachedNotes();
      const whole = await get(path, { attributes: 'all', ...extra });
      const fields = Object.keys(whole.$items[0]).filter((key) => !BASE.includes(key));
      expect(fields.length).toBeGreaterThan(10);
      const envelope = (body: { $items: unknown; $next: unknown; $back: unknown }) => {
        const { $items: _items, $next: _next, $back: _back, ...rest } = body;
        return rest;
      };
      for (const field of fields) {
        // The wire's `$file_path` is `file_path` in `attributes`, as every GraphQL field name.
        const name = field.replace(/^\$/, '');
        const one = await get(path, { attributes: name, ...extra });
        expect({ field, text: JSON.stringify(one.$items) }).toEqual({
          field,
          text: JSON.stringify(narrowed(whole.$items, [field])),
        });
        expect(envelope(one)).toEqual(envelope(whole));
      }
      // None, a comma list in camel case, and an unknown name.
      expect(JSON.stringify((await get(path, { attributes: '', ...extra })).$items)).toBe(
        JSON.stringify(narrowed(whole.$items, [])),
      );
      const [first, second] = fields.slice(-2);
      const camel = (name: string) => name.replace(/^\$/, '').replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
      const pair = await get(path, { attributes: `${camel(first)}, ${camel(second)},no_such_field`, ...extra });
      expect(JSON.stringify(pair.$items)).toBe(JSON.stringify(narrowed(whole.$items, [first, second])));
    },
    60_000,
  );
});

describe('the statements of a list', () => {
  /** The statements of a call, checked to have answered 200. */
  async function statementsOf(path: List, query: ListQuery = {}): Promise<string[]> {
    const { result, statements } = await countStatements(t.orm, () => list(path, query));
    expect({ path, query, status: result.status }).toEqual({ path, query, status: 200 });
    return statements;
  }
  const reading = (statements: string[], table: string) =>
    statements.filter((s) => new RegExp(`from "${table}"`).test(s)).length;

  it('read no linked record an attachment list leaves out: 3 by default, 1 more per link asked for', async () => {
    await twoAttachedNotes();
    const plain = await statementsOf('/attachments');
    expect(reading(plain, 'accounting_purchase_credit_note')).toBe(0);
    expect(reading(plain, 'accounting_attachment_context_type')).toBe(0);
    expect(plain).toHaveLength(3);
    const context = await statementsOf('/attachments', { attributes: 'attachment_context' });
    expect(reading(context, 'accounting_purchase_credit_note')).toBe(1);
    expect(context).toHaveLength(4);
    expect(await statementsOf('/attachments', { attributes: 'all' })).toHaveLength(5);
  });

  it('read no line or linked record a credit note list leaves out: 3 by default, 4 with attributes=all', async () => {
    await twoAttachedNotes();
    for (const query of [{}, { attributes: 'total_amount,reference,date' }]) {
      const statements = await statementsOf('/purchase_credit_notes', query);
      expect({ query, lines: reading(statements, 'accounting_purchase_credit_note_line') }).toEqual({
        query,
        lines: 0,
      });
      expect({ query, count: statements.length }).toEqual({ query, count: 3 });
    }
    // The lines, with their ledger accounts and tax rates, in one statement over the page.
    const lines = await statementsOf('/purchase_credit_notes', { attributes: 'credit_note_lines' });
    expect(reading(lines, 'accounting_purchase_credit_note_line')).toBe(1);
    const all = await statementsOf('/purchase_credit_notes', { attributes: 'all' });
    expect(reading(all, 'accounting_purchase_credit_note_line')).toBe(1);
    expect(
      all.filter((s) => /"accounting_purchase_credit_note_line".*join "accounting_ledger_account"/s.test(s)),
    ).toHaveLength(1);
    expect(reading(all, 'accounting_ledger_account')).toBe(0);
    // The contacts, statuses and currencies the notes link to are read by the page's statement.
    expect(
      all.filter((s) => /from "accounting_purchase_credit_note" as "n"\s+left join "accounting_contact"/.test(s)),
    ).toHaveLength(1);
    for (const table of ['accounting_contact', 'accounting_artefact_status', 'accounting_currency'])
      expect({ table, alone: reading(all, table) }).toEqual({ table, alone: 0 });
    expect(all).toHaveLength(4);
  });

  it('reads a GraphQL list’s links in its page’s statement when it resolves them, and joins none it does not', async () => {
    await twoAttachedNotes();
    const joined = (statements: string[]) => statements.filter((s) => /left join "accounting_contact"/.test(s)).length;
    const lookups = (statements: string[]) =>
      ['accounting_contact', 'accounting_artefact_status', 'accounting_currency'].map((table) =>
        reading(statements, table),
      );
    const links = await countStatements(t.orm, () =>
      gql(
        t.url,
        '{ purchaseCreditNotes { items { id contact { displayed_as } status { id } currency { id } } } }',
        {},
        admin(),
      ),
    );
    expect(dataOf(links.result).purchaseCreditNotes.items).toHaveLength(2);
    expect({ joined: joined(links.statements), lookups: lookups(links.statements) }).toEqual({
      joined: 1,
      lookups: [0, 0, 0],
    });
    // `attributes: "all"` names the links, but the call resolves none: a link under a false
    // `@include` is not read, and the page joins nothing.
    const bare = await countStatements(t.orm, () =>
      gql(
        t.url,
        'query ($on: Boolean!) { purchaseCreditNotes(attributes: "all") { items { id contact @include(if: $on) { id } } } }',
        { on: false },
        admin(),
      ),
    );
    expect(dataOf(bare.result).purchaseCreditNotes.items).toEqual([
      { id: expect.any(String) },
      { id: expect.any(String) },
    ]);
    expect({ joined: joined(bare.statements), lookups: lookups(bare.statements) }).toEqual({
      joined: 0,
      lookups: [0, 0, 0],
    });
  });

  it('reads the contacts once when a GraphQL credit note list asks for their links and their whole records', async () => {
    await twoAttachedNotes();
    // The links are taken from the records the same request loads, not read a second time.
    const both = await countStatements(t.orm, () =>
      gql(
        t.url,
        '{ purchaseCreditNotes { items { contact { id displayed_as path } contact_record { id name } } } }',
        {},
        admin(),
      ),
    );
    expect(reading(both.statements, 'accounting_contact')).toBe(1);
    // The same links as a list asking for the links alone (read as rows).
    const linksOnly = await gql(
      t.url,
      '{ purchaseCreditNotes { items { contact { id displayed_as path } } } }',
      {},
      admin(),
    );
    const links = dataOf(linksOnly).purchaseCreditNotes.items.map((item: { contact: unknown }) => item.contact);
    expect(links).toHaveLength(2);
    expect(dataOf(both.result).purchaseCreditNotes.items.map((item: { contact: unknown }) => item.contact)).toEqual(
      links,
    );
  });
});

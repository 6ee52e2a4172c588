import { DEMO_TENANT_SLUG } from '../../src/modules/bootstrap';
import { Tenant } from '../../src/modules/identity/tenants/tenant.entity';
import { User } from '../../src/modules/identity/users/user.entity';
import { ACROSS_TENANTS } from '../../src/modules/identity/tenants/tenant-filter';
import { DEMO_PEOPLE, DEMO_PASSWORD } from '../../src/modules/bootstrap';
import { startTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/scenarios';
import { accounting } from '../helpers/apis';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: 'true' } });
  await t.clean(); // bootstraps again: super administrator and demo data
});
afterAll(() => t.close());

describe('demo accounting business', () => {
  it('has suppliers, credit notes in several states and an attachment, served over REST', async () => {
    const em = t.orm.em.fork();
    const tenant = await em.findOneOrFail(Tenant, { slug: DEMO_TENANT_SLUG });
    const user = await em.findOneOrFail(User, { email: DEMO_PEOPLE.admin.email }, ACROSS_TENANTS);
    const admin = await signIn(
      t,
      { kind: 'user', id: user.id, role: 'ADMIN', tenantId: tenant.id },
      { email: user.email, password: DEMO_PASSWORD },
    );
    const headers = { authorization: admin.headers.authorization, 'x-business': tenant.id };
    const api = accounting(t);
    const suppliers = await api.get('/contacts?contact_type_id=VENDOR', headers);
    expect(suppliers.body.$items.map((c: { displayed_as: string }) => c.displayed_as)).toEqual([
      'Northwind Pharma Supplies (NORTHW01)',
      'Medline Wholesale (MEDLIN01)',
    ]);
    const notes = await api.get('/purchase_credit_notes?attributes=status,total_amount&sort=date', headers);
    expect(
      notes.body.$items.map((n: { displayed_as: string; status: { id: string } }) => [n.displayed_as, n.status.id]),
    ).toEqual([
      ['PCN-0001', 'UNPAID'],
      ['PCN-0002', 'DRAFT'],
    ]);
    expect(notes.body.$items[0].total_amount).toBe('33.86');
    const deleted = await api.get('/purchase_credit_notes?deleted_since=2000-01-01', headers);
    expect(deleted.body.$items.map((n: { displayed_as: string }) => n.displayed_as)).toEqual(['PCN-0003']);
    const attached = await api.get('/purchase_credit_notes?has_attachments=true', headers);
    expect(attached.body.$items.map((n: { displayed_as: string }) => n.displayed_as)).toEqual(['PCN-0001']);
    const [file] = (await api.get('/attachments', headers)).body.$items;
    const download = await fetch(`${t.url}/accounting/v3.1/attachments/${file.id}/file`, { headers });
    expect(await download.text()).toContain('NW-CR-4471');
  });
});

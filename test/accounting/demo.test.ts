import { User } from '../../src/modules/identity/users/user.entity';
import { ACROSS_TENANTS } from '../../src/modules/identity/tenants/tenant-filter';
import type { TestApp } from '../helpers/app';
import { DEMO_APP, demoScenario, eachTestIn, signIn, type DemoScenario } from '../helpers/scenarios';
import { bodyOf } from '../helpers/rest';
import { accounting, itemsOf } from './support';

let t: TestApp;
let demo: DemoScenario;
eachTestIn(demoScenario, (app, built) => ([t, demo] = [app, built]), DEMO_APP, { once: true });

describe('demo accounting business', () => {
  it('has suppliers, credit notes in several states and an attachment, served over REST', async () => {
    const em = t.orm.em.fork();
    const { tenant } = demo;
    const user = await em.findOneOrFail(User, { email: demo.people.admin.email }, ACROSS_TENANTS);
    const admin = await signIn(
      t,
      { kind: 'user', id: user.id, role: 'ADMIN', tenantId: tenant.id },
      { email: user.email, password: demo.password },
    );
    const headers = { authorization: admin.headers.authorization, 'x-business': tenant.id };
    const api = accounting(t);
    const suppliers = bodyOf(await api.get('/contacts', { query: { contact_type_id: 'VENDOR' }, headers }), 200);
    expect(itemsOf(suppliers).map((c) => c.displayed_as)).toEqual([
      'Northwind Pharma Supplies (NORTHW01)',
      'Medline Wholesale (MEDLIN01)',
    ]);
    const notes = bodyOf(
      await api.get('/purchase_credit_notes', { query: { attributes: 'status,total_amount', sort: 'date' }, headers }),
      200,
    );
    expect(
      itemsOf<{ displayed_as: string; status: { id: string } }>(notes).map((n) => [n.displayed_as, n.status.id]),
    ).toEqual([
      ['PCN-0001', 'UNPAID'],
      ['PCN-0002', 'DRAFT'],
    ]);
    expect(itemsOf<{ total_amount: string }>(notes)[0].total_amount).toBe('33.86');
    const deleted = bodyOf(
      await api.get('/purchase_credit_notes', { query: { deleted_since: '2000-01-01' }, headers }),
      200,
    );
    expect(itemsOf(deleted).map((n) => n.displayed_as)).toEqual(['PCN-0003']);
    const attached = bodyOf(
      await api.get('/purchase_credit_notes', { query: { has_attachments: true }, headers }),
      200,
    );
    expect(itemsOf(attached).map((n) => n.displayed_as)).toEqual(['PCN-0001']);
    const [file] = itemsOf(bodyOf(await api.get('/attachments', { headers }), 200));
    const download = await api.get('/attachments/{key}/file', { params: { key: file.id }, headers });
    expect(bodyOf(download, 200)).toContain('NW-CR-4471');
  });
});

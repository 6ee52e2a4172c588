import type { DemoContext } from '../../module';
import { requestBusiness } from '../../identity/tenants/tenant-scope';
import { createAttachment } from '../attachments/attachment.service';
import { createContact } from '../contacts/contact.service';
import { LedgerAccount } from '../ledger-accounts/ledger-account.entity';
import { createPurchaseCreditNote, deletePurchaseCreditNote } from './purchase-credit-note.service';
import type { PurchaseCreditNoteInput } from './purchase-credit-note.inputs';

/**
 * The demo store as an accounting business: two suppliers and a customer, credit notes in each
 * state this server reaches (UNPAID, DRAFT, deleted) and an attachment on one of them.
 */
export async function accountingDemo({ ctx, print }: DemoContext): Promise<void> {
  const business = await requestBusiness(ctx);
  const northwind = await createContact(ctx, {
    name: 'Northwind Pharma Supplies',
    reference: 'NORTHW01',
    contact_type_ids: ['VENDOR'],
    email: 'accounts@northwind.example',
  });
  const medline = await createContact(ctx, {
    name: 'Medline Wholesale',
    reference: 'MEDLIN01',
    contact_type_ids: ['VENDOR'],
  });
  await createContact(ctx, { name: 'Springfield Clinic', reference: 'SPRING01', contact_type_ids: ['CUSTOMER'] });
  const goods = await ctx.em.findOneOrFail(LedgerAccount, { nominalCode: 5000 });
  const note = (contactId: string, input: Partial<PurchaseCreditNoteInput>): PurchaseCreditNoteInput => ({
    contact_id: contactId,
    date: '2026-11-02',
    credit_note_lines: [],
    ...input,
  });
  const returned = await createPurchaseCreditNote(
    ctx,
    note(northwind.id, {
      reference: 'PCN-0001',
      vendor_reference: 'NW-CR-4471',
      notes: 'Damaged cartons returned.',
      credit_note_lines: [
        {
          description: 'Paracetamol 500mg (16), damaged',
          ledger_account_id: goods.id,
          quantity: '24',
          unit_price: '0.95',
          tax_rate_id: 'GB_STANDARD',
        },
        {
          description: 'Delivery charge refund',
          ledger_account_id: goods.id,
          quantity: '1',
          unit_price: '6.50',
          tax_rate_id: 'GB_ZERO',
        },
      ],
    }),
  );
  await createPurchaseCreditNote(
    ctx,
    note(medline.id, {
      reference: 'PCN-0002',
      status_id: 'DRAFT',
      date: '2026-11-09',
      credit_note_lines: [
        {
          description: 'Overcharged plasters',
          ledger_account_id: goods.id,
          quantity: '10',
          unit_price: '0.40',
          tax_rate_id: 'GB_STANDARD',
        },
      ],
    }),
  );
  const withdrawn = await createPurchaseCreditNote(
    ctx,
    note(medline.id, {
      reference: 'PCN-0003',
      credit_note_lines: [
        { description: 'Entered twice', ledger_account_id: goods.id, quantity: '1', unit_price: '12.00' },
      ],
    }),
  );
  await deletePurchaseCreditNote(ctx, withdrawn.id);
  await createAttachment(ctx, {
    file: Buffer.from('Northwind Pharma Supplies - credit note NW-CR-4471 - 24 x Paracetamol 500mg\n').toString(
      'base64',
    ),
    file_name: 'NW-CR-4471.txt',
    mime_type: 'text/plain',
    description: 'The supplier’s credit note',
    attachment_context_type_id: 'PURCHASE_CREDIT_NOTE',
    attachment_context_id: returned.id,
  });
  print(`Accounting business: X-Business ${business.id} (ADMIN has full access), REST at /accounting/v3.1`);
  print('  suppliers NORTHW01 and MEDLIN01; credit notes PCN-0001 (UNPAID, one attachment), PCN-0002 (DRAFT)');
}

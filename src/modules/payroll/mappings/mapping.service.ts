import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../../graphql/context';
import { csvRow } from '../../../shared/csv';
import { NotFoundError, ValidationError } from '../../../graphql/errors';
import { isUuid } from '../../../shared/ids';
import { payrollLink } from '../shared/links';
import { ownedEmployer } from '../employers/employer.service';
import type { Item } from '../employers/employer.types';
import { PaymentMapping } from './mapping.entity';
import { PayBasis } from '../imports/pay-basis';
import {
  NOT_MAPPED,
  PaymentsCsvMappingType,
  type PaymentsCsvMapping,
  type PaymentsCsvMappingColumn,
  type PaymentsCsvMappingInput,
  type ReportResponse,
} from './mapping.types';

/** Headings of the mapped fields of a mapping, as the template names them. */
const FIELD_HEADINGS: Record<string, string> = {
  payrollCodeIndex: 'Payroll Code',
  employerIdIndex: 'Employer Id',
  roleReferenceIndex: 'Role Reference',
  payAmountIndex: 'Pay Amount',
  payAmountMultiplierIndex: 'Pay Amount Multiplier',
  noteIndex: 'Note',
  payCodeIndex: 'Pay Code',
  departmentIndex: 'Department',
  costCentreIndex: 'Cost Centre',
  effectiveFromIndex: 'Effective From',
  effectiveToIndex: 'Effective To',
  isAutomaticBackPayIndex: 'Is Automatic Back Pay',
  ignoreInitialBackPayIndex: 'Ignore Initial Back Pay',
  contributesToBasicPayIndex: 'Contributes To Basic Pay',
  autoAdjustForLeaveIndex: 'Auto Adjust For Leave',
  paySpineIndex: 'Pay Spine',
  payGradeIndex: 'Pay Grade',
  spinePointIndex: 'Spine Point',
};

const column = (c: PaymentsCsvMappingColumn): PaymentsCsvMappingColumn => ({
  title: c.title,
  code: c.code ?? null,
  isReferenceOnly: c.isReferenceOnly ?? false,
  colIndex: c.colIndex ?? NOT_MAPPED,
  isMultiplier: c.isMultiplier ?? false,
  isNetToGross: c.isNetToGross ?? false,
  rateColIndex: c.rateColIndex ?? null,
  shouldSerializeRateColIndex: c.rateColIndex != null,
});

/**
 * A stored mapping as answered: every property the reference declares non-nullable has a value
 * (an index not set is {@link NOT_MAPPED}, a flag false, `importBehaviour` 0, `payBasis` Monthly).
 */
function toMapping(row: PaymentMapping): PaymentsCsvMapping {
  const settings = row.settings as Partial<PaymentsCsvMapping>;
  const indexes = Object.fromEntries(
    Object.keys(FIELD_HEADINGS).map((field) => [field, settings[field as keyof PaymentsCsvMapping] ?? NOT_MAPPED]),
  );
  return {
    id: row.id,
    name: row.name,
    type: row.type as PaymentsCsvMappingType,
    importBehaviour: settings.importBehaviour ?? 0,
    payBasis: settings.payBasis ?? PayBasis.Monthly,
    hasHeader: settings.hasHeader ?? false,
    hasPaylineCosting: settings.hasPaylineCosting ?? false,
    ...indexes,
    analysisCategoryIndexesJson: settings.analysisCategoryIndexesJson ?? null,
    analysisCategoryIndexes: settings.analysisCategoryIndexes ?? null,
    columns: settings.columns?.map(column) ?? null,
  };
}

/** The input as stored: plain JSON, without `id`, `name`, `type` (their own columns) and read-only values. */
function settingsOf(input: PaymentsCsvMappingInput): Record<string, unknown> {
  const plain = JSON.parse(JSON.stringify(input)) as Record<string, unknown>;
  delete plain.name;
  delete plain.type;
  delete plain.id;
  for (const c of (plain.columns ?? []) as Record<string, unknown>[]) delete c.shouldSerializeRateColIndex;
  return plain;
}

const mappingUrl = (ctx: Pick<RequestContext, 'publicUrl'>, employerId: string, id: string) =>
  payrollLink(ctx, `/employers/${employerId}/import/payments/mappings/${id}`);

/**
 * One of the employer's mappings. `lock` row-locks it until `em`'s transaction ends, so that a
 * write that waited on a delete finds nothing (404) instead of answering 200 for a row gone.
 */
async function ownedMapping(
  ctx: RequestContext,
  employerId: string,
  id: string,
  em: EntityManager = ctx.em,
  lock?: LockMode.PESSIMISTIC_WRITE,
): Promise<PaymentMapping> {
  const employer = await ownedEmployer(ctx, employerId);
  const row = isUuid(id) ? await em.findOne(PaymentMapping, { id, employer }, { lockMode: lock }) : null;
  if (!row) throw new NotFoundError('Payments CSV mapping');
  return row;
}

export async function createMapping(
  ctx: RequestContext,
  employerId: string,
  input: PaymentsCsvMappingInput,
): Promise<PaymentsCsvMapping> {
  const employer = await ownedEmployer(ctx, employerId);
  const row = ctx.em.create(PaymentMapping, {
    employer,
    name: input.name.trim(),
    type: input.type ?? PaymentsCsvMappingType.RowBased,
    settings: settingsOf(input),
  });
  await ctx.em.flush();
  return toMapping(row);
}

export async function listMappings(ctx: RequestContext, employerId: string): Promise<Item[]> {
  const employer = await ownedEmployer(ctx, employerId);
  const rows = await ctx.em.find(PaymentMapping, { employer }, { orderBy: { name: 'asc', id: 'asc' } });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    metadata: { type: row.type },
    url: mappingUrl(ctx, employer.id, row.id),
  }));
}

export async function getMapping(ctx: RequestContext, employerId: string, id: string): Promise<PaymentsCsvMapping> {
  return toMapping(await ownedMapping(ctx, employerId, id));
}

export async function updateMapping(
  ctx: RequestContext,
  employerId: string,
  id: string,
  input: PaymentsCsvMappingInput,
): Promise<PaymentsCsvMapping> {
  return ctx.em.transactional(async (em) => {
    const row = await ownedMapping(ctx, employerId, id, em, LockMode.PESSIMISTIC_WRITE);
    row.name = input.name.trim();
    row.type = input.type ?? PaymentsCsvMappingType.RowBased;
    row.settings = settingsOf(input);
    await em.flush();
    return toMapping(row);
  });
}

export async function deleteMapping(ctx: RequestContext, employerId: string, id: string): Promise<string> {
  return ctx.em.transactional(async (em) => {
    em.remove(await ownedMapping(ctx, employerId, id, em, LockMode.PESSIMISTIC_WRITE));
    await em.flush();
    return id;
  });
}

/**
 * The CSV layout a ColumnBased mapping expects: one heading per mapped column, at its index
 * (unmapped positions left blank). A RowBased mapping has no template: 400.
 */
export async function mappingTemplate(ctx: RequestContext, employerId: string, id: string): Promise<ReportResponse> {
  const mapping = toMapping(await ownedMapping(ctx, employerId, id));
  if (mapping.type !== PaymentsCsvMappingType.ColumnBased) {
    throw ValidationError.field('id', `Only a ColumnBased mapping has a CSV template; this mapping is ${mapping.type}`);
  }
  const headings: string[] = [];
  const place = (index: number | null | undefined, heading: string) => {
    if (index === null || index === undefined || index === NOT_MAPPED) return;
    headings[index] = headings[index] ? `${headings[index]} / ${heading}` : heading;
  };
  const fields = mapping as unknown as Record<string, number | null | undefined>;
  for (const [field, heading] of Object.entries(FIELD_HEADINGS)) place(fields[field], heading);
  for (const column of mapping.columns ?? []) {
    place(column.colIndex, column.title);
    if (column.isMultiplier) place(column.rateColIndex, `${column.title} Rate`);
  }
  for (const category of mapping.analysisCategoryIndexes ?? [])
    place(category.index, category.name ?? 'Analysis Category');
  const content = csvRow(Array.from(headings));
  return { type: 'text/csv', content, stream: Buffer.from(content).toString('base64'), model: null };
}

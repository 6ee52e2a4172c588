import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { RequestContext } from '../../../graphql/context';
import { ValidationError, type FieldErrors } from '../../../graphql/errors';
import { readUpload, type FileUpload } from '../../../graphql/uploads';
import { Employee, EmployeeRole, PensionMembership } from '../employers/employer.entity';
import { isUuid } from '../../../shared/ids';
import { payrollLink } from '../shared/links';
import { ownedEmployer } from '../employers/employer.service';
import type { Item } from '../employers/employer.types';
import { headerKey, readBoolean, readDate, readNumber, readText, type Read } from './csv-values';

interface Column {
  heading: string;
  field: string;
  required?: boolean;
  read: (raw: string) => Read<unknown>;
}

type Row = Record<string, unknown> & { rowNumber: number };

/**
 * Reads a small synchronous-import CSV: every row is validated first; any problem answers 400
 * with errors keyed `row N.Column` and nothing is written.
 */
async function readTable(ctx: RequestContext, upload: Promise<FileUpload>, columns: Column[]): Promise<Row[]> {
  const file = await readUpload(upload, ctx.services.env.uploadMaxBytes);
  let records: string[][];
  try {
    records = parse(file.content, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    throw ValidationError.field('file', `The file is not valid CSV: ${(error as Error).message}`);
  }
  if (records.length === 0) throw ValidationError.field('file', 'The file is empty: it has no header row');
  const header = records[0].map(headerKey);
  const indexes = columns.map((c) => header.indexOf(headerKey(c.heading)));
  const missing = columns.filter((c, i) => c.required && indexes[i] < 0).map((c) => c.heading);
  if (missing.length > 0) throw ValidationError.field('file', `Missing required column(s): ${missing.join(', ')}`);
  if (records.length > 10_001) throw ValidationError.field('file', 'At most 10000 rows per file');
  const errors: FieldErrors = {};
  const rows = records.slice(1).map((record, r) => {
    const row: Row = { rowNumber: r + 1 };
    columns.forEach((column, i) => {
      const raw = indexes[i] >= 0 ? (record[indexes[i]] ?? '').trim() : '';
      if (raw === '') {
        if (column.required) (errors[`row ${r + 1}.${column.heading}`] ??= []).push('is required');
        row[column.field] = null;
        return;
      }
      const read = column.read(raw);
      if ('problem' in read) (errors[`row ${r + 1}.${column.heading}`] ??= []).push(read.problem);
      else row[column.field] = read.value;
    });
    return row;
  });
  if (Object.keys(errors).length > 0)
    throw new ValidationError(errors, 'The file has invalid rows; nothing was imported');
  return rows;
}

/** The employees named by the rows' payroll codes; unknown codes are row errors. */
async function employeesOf(ctx: RequestContext, employerId: string, rows: Row[]): Promise<Map<string, Employee>> {
  const codes = [...new Set(rows.map((r) => r.payrollCode as string))];
  const found = await ctx.em.find(Employee, { employer: employerId, payrollCode: { $in: codes } });
  const byCode = new Map(found.map((e) => [e.payrollCode, e]));
  const errors: FieldErrors = {};
  for (const row of rows) {
    if (!byCode.has(row.payrollCode as string)) {
      errors[`row ${row.rowNumber}.Payroll Code`] = [`no employee has payroll code ${String(row.payrollCode)}`];
    }
  }
  if (Object.keys(errors).length > 0)
    throw new ValidationError(errors, 'The file has invalid rows; nothing was imported');
  return byCode;
}

const PENSION_COLUMNS: Column[] = [
  {
    heading: 'Id',
    field: 'id',
    read: (raw) => (isUuid(raw) ? { value: raw } : { problem: `"${raw}" is not a membership id` }),
  },
  { heading: 'Payroll Code', field: 'payrollCode', required: true, read: readText(35) },
  { heading: 'Pension Scheme', field: 'pensionScheme', required: true, read: readText(100) },
  { heading: 'Worker Group', field: 'workerGroup', required: true, read: readText(100) },
  { heading: 'Join Date', field: 'joinDate', required: true, read: readDate },
  { heading: 'Join Reason', field: 'joinReason', required: true, read: readText(100) },
  { heading: 'End Date', field: 'endDate', read: readDate },
  { heading: 'End Reason', field: 'endReason', read: readText(100) },
  { heading: 'Pension Employee Contribution', field: 'employeeContribution', read: readNumber },
  { heading: 'Pension Employer Contribution', field: 'employerContribution', read: readNumber },
  { heading: 'Pension Membership No', field: 'membershipNumber', read: readText(50) },
];

const PENSION_FIELDS = PENSION_COLUMNS.map((c) => c.field).filter((f) => f !== 'id' && f !== 'payrollCode');

export interface CsvImportOptions {
  previewOnly: boolean;
  allowUpdates: boolean;
}

/**
 * Pension memberships from CSV (reference 8.2). A row without `Id` creates a membership; a row
 * with one updates it, only with allowUpdates. previewOnly answers the same items and writes nothing.
 */
export async function importPensionMemberships(
  ctx: RequestContext,
  employerId: string,
  upload: Promise<FileUpload>,
  options: CsvImportOptions,
): Promise<Item[]> {
  const employer = await ownedEmployer(ctx, employerId);
  const rows = await readTable(ctx, upload, PENSION_COLUMNS);
  const errors: FieldErrors = {};
  for (const row of rows) {
    if (row.endDate && !row.endReason) errors[`row ${row.rowNumber}.End Reason`] = ['is required with an End Date'];
    if (row.endDate && (row.endDate as string) < (row.joinDate as string)) {
      errors[`row ${row.rowNumber}.End Date`] = ['must not be before the Join Date'];
    }
  }
  if (Object.keys(errors).length > 0)
    throw new ValidationError(errors, 'The file has invalid rows; nothing was imported');
  const employees = await employeesOf(ctx, employer.id, rows);
  const ids = rows.map((r) => r.id as string | null).filter((id): id is string => !!id);
  const existing = new Map(
    (await ctx.em.find(PensionMembership, { id: { $in: ids }, employee: { employer: employer.id } })).map((m) => [
      m.id,
      m,
    ]),
  );
  for (const row of rows) {
    if (!row.id) continue;
    if (!existing.has(row.id as string))
      errors[`row ${row.rowNumber}.Id`] = ['no membership of this employer has this id'];
    else if (!options.allowUpdates)
      errors[`row ${row.rowNumber}.Id`] = ['updates an existing membership: set allowUpdates'];
  }
  if (Object.keys(errors).length > 0)
    throw new ValidationError(errors, 'The file has invalid rows; nothing was imported');

  const items = rows.map((row) => {
    const employee = employees.get(row.payrollCode as string)!;
    const values = Object.fromEntries(PENSION_FIELDS.map((f) => [f, row[f] ?? null]));
    let membership = row.id ? existing.get(row.id as string) : undefined;
    const action = membership ? 'Update' : 'Create';
    if (!options.previewOnly) {
      if (membership) ctx.em.assign(membership, { ...values, employee });
      else membership = ctx.em.create(PensionMembership, { ...values, employee } as unknown as PensionMembership);
    }
    return importedItem(ctx, employer.id, employee, row, options, {
      id: membership?.id,
      name: `${employee.payrollCode}: ${String(row.pensionScheme)}`,
      action,
      values,
    });
  });
  if (!options.previewOnly) await ctx.em.flush();
  return items;
}

/**
 * The `Item` answered for one imported row: what was (or, in a preview, would be) created or
 * updated, and where the employee is. A preview's item has a made-up id and no url.
 */
function importedItem(
  ctx: RequestContext,
  employerId: string,
  employee: Employee,
  row: Row,
  options: CsvImportOptions,
  what: { id?: string; name: string; action: string; values: Record<string, unknown> },
): Item {
  return {
    id: what.id ?? randomUUID(),
    name: what.name,
    metadata: {
      action: what.action,
      preview: options.previewOnly,
      row: row.rowNumber,
      payrollCode: employee.payrollCode,
      ...what.values,
    },
    url: options.previewOnly ? null : payrollLink(ctx, `/employers/${employerId}/employees/${employee.id}`),
  };
}

const ROLE_COLUMNS: Column[] = [
  { heading: 'Payroll Code', field: 'payrollCode', required: true, read: readText(35) },
  { heading: 'Reference', field: 'reference', required: true, read: readText(50) },
  { heading: 'Job Title', field: 'jobTitle', read: readText(100) },
  { heading: 'Is Primary', field: 'isPrimary', read: readBoolean },
  { heading: 'Start Date', field: 'startDate', read: readDate },
  { heading: 'End Date', field: 'endDate', read: readDate },
];

/**
 * Employee roles from CSV (`Payroll Code, Reference, Job Title, Is Primary, Start Date, End Date`).
 * A role whose reference the employee already has is updated only with allowUpdates.
 */
export async function importRoles(
  ctx: RequestContext,
  employerId: string,
  upload: Promise<FileUpload>,
  options: CsvImportOptions,
): Promise<Item[]> {
  const employer = await ownedEmployer(ctx, employerId);
  const rows = await readTable(ctx, upload, ROLE_COLUMNS);
  const employees = await employeesOf(ctx, employer.id, rows);
  const current = await ctx.em.find(EmployeeRole, { employee: { $in: [...employees.values()] } });
  const byKey = new Map(current.map((role) => [`${role.employee.id}/${role.reference}`, role]));
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${employees.get(row.payrollCode as string)!.id}/${String(row.reference)}`;
    if (seen.has(key)) errors[`row ${row.rowNumber}.Reference`] = ['appears more than once for this employee'];
    seen.add(key);
    if (byKey.has(key) && !options.allowUpdates) {
      errors[`row ${row.rowNumber}.Reference`] = ['the employee already has this role: set allowUpdates'];
    }
    if (row.endDate && row.startDate && (row.endDate as string) < (row.startDate as string)) {
      errors[`row ${row.rowNumber}.End Date`] = ['must not be before the Start Date'];
    }
  }
  if (Object.keys(errors).length > 0)
    throw new ValidationError(errors, 'The file has invalid rows; nothing was imported');
  const items = rows.map((row) => {
    const employee = employees.get(row.payrollCode as string)!;
    const values = {
      reference: row.reference as string,
      jobTitle: (row.jobTitle as string | null) ?? null,
      isPrimary: row.isPrimary === true,
      startDate: (row.startDate as string | null) ?? null,
      endDate: (row.endDate as string | null) ?? null,
    };
    let role = byKey.get(`${employee.id}/${values.reference}`);
    const action = role ? 'Update' : 'Create';
    if (!options.previewOnly) {
      if (role) ctx.em.assign(role, values);
      else role = ctx.em.create(EmployeeRole, { ...values, employee });
    }
    return importedItem(ctx, employer.id, employee, row, options, {
      id: role?.id,
      name: `${employee.payrollCode} / ${values.reference}${values.jobTitle ? `: ${values.jobTitle}` : ''}`,
      action,
      values,
    });
  });
  if (!options.previewOnly) await ctx.em.flush();
  return items;
}

import type { RequestContext } from '../../../graphql/context';
import { ValidationError, type FieldErrors } from '../../../graphql/errors';
import { Employee, Employer, type PayLine } from '../employers/employer.entity';
import { ownedEmployer, payrollUserId } from '../employers/employer.service';
import { readDate } from './csv-values';
import type { PayImportFlags, PayImportResult, PayOptionsImportInput } from './pay-import.types';
import type { PayLineInput } from './pay-line.input';

/** Applies submitted lines to existing ones as the flags say (seed 3, rule 3). */
export function mergeLines(existing: PayLine[], submitted: PayLine[], flags: PayImportFlags): PayLine[] {
  if (flags.updateExisting) {
    // Matched against the lines the employee had, never against lines this request appended.
    const kept = existing.map((line) => ({ ...line }));
    const appended: PayLine[] = [];
    for (const line of submitted) {
      const matches = kept.filter((l) => l.code === line.code);
      if (matches.length === 1) {
        matches[0].value = line.value;
        if (line.description != null) matches[0].description = line.description;
      } else appended.push(line);
    }
    return [...kept, ...appended];
  }
  return flags.append ? [...existing, ...submitted] : submitted;
}

function lineOf(input: PayLineInput): PayLine {
  return { code: input.code!.trim(), value: input.value!, description: input.description ?? null };
}

/**
 * Imports pay options of employees, all or nothing: every item is validated first (errors keyed
 * by item index, `[2].payrollCode`), then all are written in one transaction, unless validateOnly.
 */
export async function importPay(
  ctx: RequestContext,
  employerId: string,
  items: PayOptionsImportInput[],
  flags: PayImportFlags,
): Promise<PayImportResult> {
  const employer = await ownedEmployer(ctx, employerId);
  const errors: FieldErrors = {};
  const add = (i: number, field: string, message: string) => (errors[`[${i}].${field}`] ??= []).push(message);
  if (items.length === 0) throw ValidationError.field('body', 'The list of pay options is empty');
  if (items.length > 5000) throw ValidationError.field('body', 'At most 5000 items per request');

  // Employers by alternative identifier: all items name one, or none does.
  const withIdentifier = items.filter((item) => item.employerIdentifier?.trim()).length;
  const employers = new Map<string, Employer>([[employer.id, employer]]);
  const identifierOf = new Map<string, string>();
  if (withIdentifier > 0) {
    const mine = await ctx.em.find(Employer, { owner: payrollUserId(ctx) });
    for (const e of mine) {
      if (e.alternativeIdentifier) identifierOf.set(e.alternativeIdentifier, e.id);
      employers.set(e.id, e);
    }
  }
  const targets = items.map((item, i) => {
    if (withIdentifier === 0) return employer.id;
    const identifier = item.employerIdentifier?.trim();
    if (!identifier) add(i, 'employerIdentifier', 'is required when another item has one');
    else if (!identifierOf.has(identifier))
      add(i, 'employerIdentifier', `no employer of yours has identifier ${identifier}`);
    return identifier ? identifierOf.get(identifier) : undefined;
  });

  const codes = [...new Set(items.map((item) => item.payrollCode?.trim()).filter((c): c is string => !!c))];
  const found = await ctx.em.find(Employee, {
    employer: { $in: [...new Set(targets.filter((t): t is string => !!t))] },
    payrollCode: { $in: codes },
  });
  const byKey = new Map(found.map((e) => [`${e.employer.id}/${e.payrollCode}`, e]));
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const code = item.payrollCode?.trim();
    if (!code) add(i, 'payrollCode', 'is required');
    else if (targets[i] && !byKey.has(`${targets[i]}/${code}`))
      add(i, 'payrollCode', `no employee has payroll code ${code}`);
    else if (seen.has(`${targets[i]}/${code}`))
      add(i, 'payrollCode', `payroll code ${code} appears in an earlier item`);
    if (code) seen.add(`${targets[i]}/${code}`);
    if (item.payAmount != null && (!Number.isFinite(item.payAmount) || item.payAmount < 0)) {
      add(i, 'payAmount', 'must be zero or more');
    }
    if (item.payCode != null && item.payCode.length > 30) add(i, 'payCode', 'must be at most 30 characters');
    for (const field of ['effectiveFrom', 'effectiveTo'] as const) {
      const value = item[field];
      if (value && 'problem' in readDate(value)) add(i, field, 'must be a date (yyyy-mm-dd or an ISO 8601 date-time)');
    }
    (item.lines ?? []).forEach((line, j) => {
      if (!line.code?.trim()) add(i, `lines[${j}].code`, 'is required');
      else if (line.code.length > 30) add(i, `lines[${j}].code`, 'must be at most 30 characters');
      if (line.value == null || !Number.isFinite(line.value)) add(i, `lines[${j}].value`, 'is required');
      if (line.description && line.description.length > 100) {
        add(i, `lines[${j}].description`, 'must be at most 100 characters');
      }
    });
  });
  if (Object.keys(errors).length > 0)
    throw new ValidationError(errors, 'The pay import has invalid items; nothing was imported');
  if (flags.validateOnly) return { validated: items.length, updated: 0 };

  // One flush: every change in one transaction.
  items.forEach((item, i) => {
    const employee = byKey.get(`${targets[i]}/${item.payrollCode!.trim()}`)!;
    if (!flags.linesOnly) {
      if (item.payAmount != null) employee.payAmount = item.payAmount;
      if (item.basis) employee.payBasis = item.basis;
      if (item.payCode !== undefined) employee.payCode = item.payCode?.trim() || null;
    }
    if (item.lines) employee.payLines = mergeLines(employee.payLines, item.lines.map(lineOf), flags);
    employee.updatedAt = new Date();
  });
  await ctx.em.flush();
  return { validated: items.length, updated: items.length };
}

import type { RequiredEntityData } from '@mikro-orm/core';
import type { RequestContext } from '../../../graphql/context';
import { ValidationError } from '../../../graphql/errors';
import { Employee, LeaveRecord } from '../employers/employer.entity';
import { ownedEmployer } from '../employers/employer.service';
import { JobType } from '../jobs/job.entity';
import { enqueueJob, type JobOutcome, type JobRun, type RowError } from '../jobs/job.service';
import type { PayrollJobView } from '../jobs/job.view';
import { readDate } from './csv-values';
import type { LeaveImportRequestInput } from './leave-import.types';

export const LEAVE_IMPORT = 'leaveImport';

/** Queues the import of leave items (202 with the job); each item is checked by the job. */
export async function startLeaveImport(
  ctx: RequestContext,
  employerId: string,
  items: LeaveImportRequestInput[],
): Promise<PayrollJobView> {
  const employer = await ownedEmployer(ctx, employerId);
  if (items.length === 0) throw ValidationError.field('body', 'The list of leave items is empty');
  if (items.length > 10_000) throw ValidationError.field('body', 'At most 10000 items per request');
  return enqueueJob(ctx, employer, {
    type: JobType.Import,
    kind: LEAVE_IMPORT,
    name: `Leave import (${items.length} item${items.length === 1 ? '' : 's'})`,
    input: { items: items.map((item) => ({ ...item })) },
  });
}

/**
 * The leave import job: each item becomes a leave record or a job error (row = item index + 1).
 * The records, the errors and a checkpoint are committed together, so a retry after that commit
 * answers the saved counts instead of recording the leave twice.
 */
export async function runLeaveImport(run: JobRun): Promise<JobOutcome> {
  if (run.checkpoint) return { metadata: { ...run.checkpoint.counts } };
  const items = (run.job.input.items ?? []) as LeaveImportRequestInput[];
  const codes = [...new Set(items.map((i) => i.payrollCode?.trim()).filter((c): c is string => !!c))];
  const employees = await run.em.find(Employee, { employer: run.job.employer.id, payrollCode: { $in: codes } });
  const byCode = new Map(employees.map((e) => [e.payrollCode, e.id]));
  const errors: RowError[] = [];
  const records: RequiredEntityData<LeaveRecord>[] = [];
  items.forEach((item, index) => {
    const rowNumber = index + 1;
    const problems: RowError[] = [];
    const problem = (column: string, message: string) =>
      problems.push({ rowNumber, column, message: `${column}: ${message}` });
    const employee = item.payrollCode ? byCode.get(item.payrollCode.trim()) : undefined;
    if (!item.payrollCode?.trim()) problem('payrollCode', 'is required');
    else if (!employee) problem('payrollCode', `no employee has payroll code ${item.payrollCode}`);
    if (!item.type) problem('type', 'is required');
    const from = item.from ? readDate(item.from) : undefined;
    const to = item.to ? readDate(item.to) : undefined;
    if (!from) problem('from', 'is required');
    else if ('problem' in from) problem('from', from.problem);
    if (to && 'problem' in to) problem('to', to.problem);
    if (!to && !item.openEndedAbsence) problem('to', 'is required unless openEndedAbsence is true');
    if (from && to && 'value' in from && 'value' in to && to.value < from.value)
      problem('to', 'must not be before from');
    if (problems.length > 0) {
      errors.push({ ...problems[0], message: problems.map((p) => p.message).join('; ') });
      return;
    }
    records.push({
      employee: employee!,
      type: item.type!,
      pay: item.pay ?? 'StatutoryPay',
      from: (from as { value: string }).value,
      to: to && 'value' in to ? to.value : null,
      openEndedAbsence: item.openEndedAbsence === true,
    });
  });
  const counts = { items: items.length, created: records.length, failed: errors.length };
  await run.commit(async (em) => {
    for (const record of records) em.create(LeaveRecord, record);
    await em.flush();
    return { errors, checkpoint: { row: items.length, counts } };
  });
  return { metadata: counts };
}

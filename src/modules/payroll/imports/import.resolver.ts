import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { Item } from '../employers/employer.types';
import type { RequestContext } from '../../../graphql/context';
import { GraphQLUpload, type FileUpload } from '../../../graphql/uploads';
import { JobResponse } from '../jobs/job.types';
import type { PayrollJobView } from '../jobs/job.view';
import * as imports from './import.service';
import { importPensionMemberships, importRoles } from './csv-imports';
import { startLeaveImport } from './leave-import';
import { LeaveImportRequestInput } from './leave-import.types';
import { importPay } from './pay-import';
import { PayImportFlags, PayImportResult, PayOptionsImportInput } from './pay-import.types';
import { CsvFileFormat } from './import.types';

@Resolver()
export class ImportResolver {
  @Mutation(() => JobResponse, {
    description:
      'Queues the import of an employee CSV (EmployeeCsv layout, at most EMPLOYEE_IMPORT_MAX_BYTES: 64 MiB unless configured). With allowUpdates a row whose payroll code exists updates that employee; without it the row fails.',
  })
  importPayrollEmployees(
    @Ctx() ctx: RequestContext,
    @Arg('employerId', () => ID, { description: 'The employer’s id; an employer of another user answers 404.' })
    employerId: string,
    @Arg('file', () => GraphQLUpload, { description: 'The CSV file (multipart upload), at most 10 MB.' })
    file: Promise<FileUpload>,
    @Arg('format', () => CsvFileFormat, {
      nullable: true,
      description: 'The file’s layout; only EmployeeCsv (the default) is imported, the others answer 400.',
    })
    format: CsvFileFormat | null,
    @Arg('allowUpdates', () => Boolean, {
      defaultValue: false,
      description:
        'true: a row whose payroll code exists updates that employee; false (default): such a row is a job error.',
    })
    allowUpdates: boolean,
  ): Promise<PayrollJobView> {
    return imports.startEmployeeImport(ctx, employerId, file, { format, allowUpdates });
  }

  @Mutation(() => PayImportResult, {
    description:
      'Imports pay options, all or nothing (errors keyed by item index). Flags: linesOnly, append, updateExisting, validateOnly.',
  })
  importPayrollPay(
    @Ctx() ctx: RequestContext,
    @Arg('employerId', () => ID, { description: 'The employer’s id; an employer of another user answers 404.' })
    employerId: string,
    @Arg('items', () => [PayOptionsImportInput], {
      description: 'One item per employee; the import applies all of them or, when any is invalid, none.',
    })
    items: PayOptionsImportInput[],
    @Arg('flags', () => PayImportFlags, {
      nullable: true,
      description: 'How existing pay is treated; absent: every flag false (lines replace the existing ones).',
    })
    flags: PayImportFlags | null,
  ): Promise<PayImportResult> {
    const all = { linesOnly: false, append: false, updateExisting: false, validateOnly: false, ...flags };
    return importPay(ctx, employerId, items, all);
  }

  @Mutation(() => JobResponse, { description: 'Queues the import of leave items; each bad item becomes a job error.' })
  importPayrollLeave(
    @Ctx() ctx: RequestContext,
    @Arg('employerId', () => ID, { description: 'The employer’s id; an employer of another user answers 404.' })
    employerId: string,
    @Arg('items', () => [LeaveImportRequestInput], {
      description: 'The leave items, 1 to 10000; each bad item becomes a job error, the others are imported.',
    })
    items: LeaveImportRequestInput[],
  ): Promise<PayrollJobView> {
    return startLeaveImport(ctx, employerId, items);
  }

  @Mutation(() => [Item], {
    description: 'Imports pension memberships from CSV; previewOnly answers the items and writes nothing.',
  })
  importPayrollPensionMemberships(
    @Ctx() ctx: RequestContext,
    @Arg('employerId', () => ID, { description: 'The employer’s id; an employer of another user answers 404.' })
    employerId: string,
    @Arg('file', () => GraphQLUpload, { description: 'The CSV file (multipart upload).' }) file: Promise<FileUpload>,
    @Arg('previewOnly', () => Boolean, {
      defaultValue: false,
      description: 'true: answer the items the file would import and write nothing. Default false.',
    })
    previewOnly: boolean,
    @Arg('allowUpdates', () => Boolean, {
      defaultValue: false,
      description: 'true: a row for an existing membership updates it; false (default): such a row is refused.',
    })
    allowUpdates: boolean,
  ): Promise<Item[]> {
    return importPensionMemberships(ctx, employerId, file, { previewOnly, allowUpdates });
  }

  @Mutation(() => [Item], {
    description: 'Imports employee roles from CSV; previewOnly answers the items and writes nothing.',
  })
  importPayrollRoles(
    @Ctx() ctx: RequestContext,
    @Arg('employerId', () => ID, { description: 'The employer’s id; an employer of another user answers 404.' })
    employerId: string,
    @Arg('file', () => GraphQLUpload, { description: 'The CSV file (multipart upload).' }) file: Promise<FileUpload>,
    @Arg('previewOnly', () => Boolean, {
      defaultValue: false,
      description: 'true: answer the items the file would import and write nothing. Default false.',
    })
    previewOnly: boolean,
    @Arg('allowUpdates', () => Boolean, {
      defaultValue: false,
      description: 'true: a row for an existing role updates it; false (default): such a row is refused.',
    })
    allowUpdates: boolean,
  ): Promise<Item[]> {
    return importRoles(ctx, employerId, file, { previewOnly, allowUpdates });
  }
}

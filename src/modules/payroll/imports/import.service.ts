import type { RequestContext } from '../../../graphql/context';
import { ValidationError } from '../../../graphql/errors';
import { uploadParts, type FileUpload } from '../../../graphql/uploads';
import { ownedEmployer } from '../employers/employer.service';
import { FILE_PART_BYTES, JobType } from '../jobs/job.entity';
import { enqueueJob } from '../jobs/job.service';
import type { PayrollJobView } from '../jobs/job.view';
import { CsvFileFormat } from './import.types';

export const EMPLOYEE_IMPORT = 'employeeImport';

/**
 * Receives an employee CSV (at most `EMPLOYEE_IMPORT_MAX_BYTES`, 413 beyond), stored in parts as it
 * streams in, and queues its import job. The rows are read and written by the job; the answer
 * is the queued job.
 */
export async function startEmployeeImport(
  ctx: RequestContext,
  employerId: string,
  upload: Promise<FileUpload>,
  options: { format?: CsvFileFormat | null; allowUpdates?: boolean | null },
): Promise<PayrollJobView> {
  const employer = await ownedEmployer(ctx, employerId);
  const format = options.format ?? CsvFileFormat.EmployeeCsv;
  if (format !== CsvFileFormat.EmployeeCsv) {
    throw ValidationError.field('format', `Format ${format} is not supported; the supported format is EmployeeCsv`);
  }
  // A failed upload is reported by uploadParts, naming the field.
  const filename = await Promise.resolve(upload).then(
    (file) => file.filename,
    () => 'upload.csv',
  );
  return enqueueJob(ctx, employer, {
    type: JobType.Import,
    kind: EMPLOYEE_IMPORT,
    name: filename,
    outputFormat: 'csv',
    input: { format, allowUpdates: options.allowUpdates === true },
    file: uploadParts(upload, ctx.services.env.employeeImportMaxBytes, FILE_PART_BYTES),
  });
}

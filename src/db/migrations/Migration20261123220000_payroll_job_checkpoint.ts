import { Migration } from '@mikro-orm/migrations';

/**
 * A job remembers which instance executes it (given back when that instance stops) and how far
 * an import got (a retry continues after the last committed batch instead of starting over).
 */
export class Migration20261123220000_payroll_job_checkpoint extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "payroll_job" add column "worker_id" varchar(64) null, add column "checkpoint" jsonb null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "payroll_job" drop column "worker_id", drop column "checkpoint";`);
  }
}

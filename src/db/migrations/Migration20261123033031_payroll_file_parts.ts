import { Migration } from '@mikro-orm/migrations';

/** Job files are stored in parts (an upload is written as it streams in). */
export class Migration20261123033031_payroll_file_parts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "payroll_job_file" add column "seq" int not null default 0;`);
    this.addSql(`alter table "payroll_job_file" drop constraint "payroll_job_file_pkey";`);
    this.addSql(
      `alter table "payroll_job_file" add constraint "payroll_job_file_pkey" primary key ("job_id", "role", "seq");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "payroll_job_file" where "seq" > 0;`);
    this.addSql(`alter table "payroll_job_file" drop constraint "payroll_job_file_pkey";`);
    this.addSql(`alter table "payroll_job_file" drop column "seq";`);
    this.addSql(
      `alter table "payroll_job_file" add constraint "payroll_job_file_pkey" primary key ("job_id", "role");`,
    );
  }
}

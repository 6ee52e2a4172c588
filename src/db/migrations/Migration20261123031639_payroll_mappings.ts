import { Migration } from '@mikro-orm/migrations';

export class Migration20261123031639_payroll_mappings extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "payroll_payment_mapping" ("id" uuid not null, "employer_id" uuid not null, "name" varchar(50) not null, "type" varchar(20) not null, "settings" jsonb not null, "created_at" timestamptz not null, constraint "payroll_payment_mapping_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "payroll_payment_mapping_employer_id_index" on "payroll_payment_mapping" ("employer_id");`,
    );
    this.addSql(
      `alter table "payroll_payment_mapping" add constraint "payroll_payment_mapping_employer_id_foreign" foreign key ("employer_id") references "payroll_employer" ("id") on update cascade on delete cascade;`,
    );
    // Lookups of an employee's roles, memberships and leave.
    this.addSql(`create index "payroll_employee_role_employee_id_index" on "payroll_employee_role" ("employee_id");`);
    this.addSql(
      `create index "payroll_pension_membership_employee_id_index" on "payroll_pension_membership" ("employee_id");`,
    );
    this.addSql(`create index "payroll_leave_employee_id_index" on "payroll_leave" ("employee_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "payroll_payment_mapping" cascade;`);
    this.addSql(`drop index if exists "payroll_employee_role_employee_id_index";`);
    this.addSql(`drop index if exists "payroll_pension_membership_employee_id_index";`);
    this.addSql(`drop index if exists "payroll_leave_employee_id_index";`);
  }
}

import { Migration } from '@mikro-orm/migrations';

export class Migration20261123030351_payroll extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "payroll_employer" ("id" uuid not null, "owner_id" uuid not null, "name" varchar(200) not null, "alternative_identifier" varchar(100) null, "created_at" timestamptz not null, constraint "payroll_employer_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "payroll_employer_owner_id_name_index" on "payroll_employer" ("owner_id", "name");`);

    this.addSql(
      `create table "payroll_job" ("id" uuid not null, "employer_id" uuid not null, "owner" uuid not null, "type" text check ("type" in ('Report', 'Import', 'PayRun')) not null, "kind" varchar(40) not null, "name" varchar(255) null, "output_format" varchar(20) null, "status" text check ("status" in ('Queued', 'Executing', 'Completed', 'Failed', 'CompletedWithErrors')) not null default 'Queued', "input" jsonb not null, "requested_by_name" varchar(200) null, "created_at" timestamptz not null, "updated_at" timestamptz null, "execution_start_time" timestamptz null, "time_in_queue" int null, "execution_time" int null, "attempts" int not null default 0, "heartbeat_at" timestamptz null, "metadata" jsonb null, "result_errors" jsonb null, "result_file_name" varchar(255) null, "result_content_type" varchar(100) null, constraint "payroll_job_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "payroll_job_status_heartbeat_at_index" on "payroll_job" ("status", "heartbeat_at");`);
    this.addSql(`create index "payroll_job_owner_created_at_index" on "payroll_job" ("owner", "created_at");`);

    this.addSql(
      `create table "payroll_job_file" ("job_id" uuid not null, "role" varchar(10) not null, "content" bytea not null, constraint "payroll_job_file_pkey" primary key ("job_id", "role"));`,
    );

    this.addSql(
      `create table "payroll_job_error" ("id" uuid not null, "job_id" uuid not null, "row_number" int null, "column" varchar(100) null, "error_message" text not null, "error_type" varchar(40) not null, "created_at" timestamptz not null, constraint "payroll_job_error_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "payroll_job_error_job_id_row_number_index" on "payroll_job_error" ("job_id", "row_number");`,
    );

    this.addSql(
      `create table "payroll_employee" ("id" uuid not null, "employer_id" uuid not null, "payroll_code" varchar(35) not null, "title" varchar(30) null, "first_name" varchar(34) null, "middle_name" varchar(34) null, "last_name" varchar(34) null, "status" varchar(10) not null default 'Current', "date_of_birth" date not null, "join_date" date not null, "leave_date" date null, "gender" varchar(10) null, "marital_status" varchar(20) null, "ni_number" varchar(15) null, "ni_table" varchar(2) null, "tax_code" varchar(10) null, "email" varchar(100) null, "telephone" varchar(30) null, "mobile" varchar(30) null, "address1" varchar(100) null, "address2" varchar(100) null, "address3" varchar(100) null, "address4" varchar(100) null, "address5" varchar(100) null, "postcode" varchar(20) null, "country" varchar(30) null, "pay_basis" varchar(10) not null default 'Monthly', "pay_amount" double precision not null default 0, "pay_code" varchar(30) null, "pay_lines" jsonb not null default '[]', "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "payroll_employee_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "payroll_employee" add constraint "payroll_employee_employer_id_payroll_code_unique" unique ("employer_id", "payroll_code");`,
    );

    this.addSql(
      `create table "payroll_pension_membership" ("id" uuid not null, "employee_id" uuid not null, "pension_scheme" varchar(100) not null, "worker_group" varchar(100) not null, "join_date" date not null, "join_reason" varchar(100) not null, "end_date" date null, "end_reason" varchar(100) null, "employee_contribution" double precision null, "employer_contribution" double precision null, "membership_number" varchar(50) null, constraint "payroll_pension_membership_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "payroll_leave" ("id" uuid not null, "employee_id" uuid not null, "type" varchar(40) not null, "pay" varchar(30) not null, "from" date not null, "to" date null, "open_ended_absence" boolean not null default false, constraint "payroll_leave_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "payroll_employee_role" ("id" uuid not null, "employee_id" uuid not null, "reference" varchar(50) not null, "job_title" varchar(100) null, "is_primary" boolean not null default false, "start_date" date null, "end_date" date null, constraint "payroll_employee_role_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "payroll_employee_role" add constraint "payroll_employee_role_employee_id_reference_unique" unique ("employee_id", "reference");`,
    );

    this.addSql(
      `alter table "payroll_employer" add constraint "payroll_employer_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "payroll_job" add constraint "payroll_job_employer_id_foreign" foreign key ("employer_id") references "payroll_employer" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "payroll_job_file" add constraint "payroll_job_file_job_id_foreign" foreign key ("job_id") references "payroll_job" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "payroll_job_error" add constraint "payroll_job_error_job_id_foreign" foreign key ("job_id") references "payroll_job" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "payroll_employee" add constraint "payroll_employee_employer_id_foreign" foreign key ("employer_id") references "payroll_employer" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "payroll_pension_membership" add constraint "payroll_pension_membership_employee_id_foreign" foreign key ("employee_id") references "payroll_employee" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "payroll_leave" add constraint "payroll_leave_employee_id_foreign" foreign key ("employee_id") references "payroll_employee" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "payroll_employee_role" add constraint "payroll_employee_role_employee_id_foreign" foreign key ("employee_id") references "payroll_employee" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "payroll_job" drop constraint "payroll_job_employer_id_foreign";`);

    this.addSql(`alter table "payroll_employee" drop constraint "payroll_employee_employer_id_foreign";`);

    this.addSql(`alter table "payroll_job_file" drop constraint "payroll_job_file_job_id_foreign";`);

    this.addSql(`alter table "payroll_job_error" drop constraint "payroll_job_error_job_id_foreign";`);

    this.addSql(
      `alter table "payroll_pension_membership" drop constraint "payroll_pension_membership_employee_id_foreign";`,
    );

    this.addSql(`alter table "payroll_leave" drop constraint "payroll_leave_employee_id_foreign";`);

    this.addSql(`alter table "payroll_employee_role" drop constraint "payroll_employee_role_employee_id_foreign";`);

    this.addSql(`drop table if exists "payroll_employer" cascade;`);

    this.addSql(`drop table if exists "payroll_job" cascade;`);

    this.addSql(`drop table if exists "payroll_job_file" cascade;`);

    this.addSql(`drop table if exists "payroll_job_error" cascade;`);

    this.addSql(`drop table if exists "payroll_employee" cascade;`);

    this.addSql(`drop table if exists "payroll_pension_membership" cascade;`);

    this.addSql(`drop table if exists "payroll_leave" cascade;`);

    this.addSql(`drop table if exists "payroll_employee_role" cascade;`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * An employer's owner is a plain column: users are tenant-filtered and payroll employers are not,
 * so the entity does not model the relation, and the schema keeps no foreign key the entities
 * do not declare.
 */
export class Migration20261123033715_payroll_employer_owner extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "payroll_employer" drop constraint "payroll_employer_owner_id_foreign";`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "payroll_employer" add constraint "payroll_employer_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
  }
}

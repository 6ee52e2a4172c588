import { Migration } from '@mikro-orm/migrations';

/** A list whose unfiltered total is kept in `list_count`: its table, the column it is listed by, and which rows it lists. */
interface Counted {
  list: string;
  table: string;
  scope: string;
  /** The condition a listed row meets (a deleted credit note or attachment is a tombstone, not listed). */
  live: string;
  /** The column whose change moves a row in or out of the list (absent: only inserts and deletes do). */
  toggle?: string;
}

export const COUNTED_LISTS: Counted[] = [
  {
    list: 'purchase_credit_notes',
    table: 'accounting_purchase_credit_note',
    scope: 'tenant_id',
    live: 'deleted_at is null',
    toggle: 'deleted_at',
  },
  {
    list: 'attachments',
    table: 'accounting_attachment',
    scope: 'tenant_id',
    live: 'deleted_at is null',
    toggle: 'deleted_at',
  },
  { list: 'service_rate_types', table: 'accounting_service_rate_type', scope: 'tenant_id', live: 'true' },
  { list: 'payroll_jobs', table: 'payroll_job', scope: 'owner', live: 'true' },
  { list: 'payroll_employees', table: 'payroll_employee', scope: 'employer_id', live: 'true' },
];

/**
 * Exact totals of the unfiltered accounting and payroll lists in O(1) per read: a business's
 * purchase credit notes, attachments (both without tombstones) and service rate types, a user's
 * payroll jobs and an employer's employees, one `list_count` row per list and owner of the list
 * (business, user, employer), kept by triggers in the transaction of every write and filled here
 * from the rows present. As the catalog's counts: every trigger first takes the owner's
 * transaction-scoped advisory lock, so that writes to one owner's counts run one after the other
 * and cannot deadlock on the count rows; increments are upserts, decrements plain updates. An
 * owner's rows going away with it (a cascade) leave its count rows at 0.
 */
export class Migration20261127060000_list_counts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "list_count" ("list" varchar(40) not null, "scope_id" uuid not null,
      "count" int not null default 0, constraint "list_count_pkey" primary key ("list", "scope_id"));`);
    this.addSql(`create function list_counts_lock(scope uuid) returns void language sql as $$
      select pg_advisory_xact_lock(hashtextextended('list-counts:' || scope::text, 0))
    $$;`);
    for (const { list, table, scope, live, toggle } of COUNTED_LISTS) {
      this.addSql(`create function ${table}_count_added() returns trigger language plpgsql as $$
      begin
        perform list_counts_lock(s.scope) from (select distinct ${scope} as scope from added order by 1) s;
        insert into list_count as c (list, scope_id, count)
          select '${list}', ${scope}, count(*) from added where ${live} group by ${scope} order by ${scope}
          on conflict (list, scope_id) do update set count = c.count + excluded.count;
        return null;
      end $$;`);
      this.addSql(`create trigger ${table}_count_added after insert on ${table} referencing new table as added
        for each statement execute function ${table}_count_added();`);
      this.addSql(`create function ${table}_count_removed() returns trigger language plpgsql as $$
      begin
        perform list_counts_lock(s.scope) from (select distinct ${scope} as scope from removed order by 1) s;
        update list_count as c set count = c.count - d.count
          from (select ${scope} as scope, count(*) as count from removed where ${live} group by ${scope}) d
         where c.list = '${list}' and c.scope_id = d.scope;
        return null;
      end $$;`);
      this.addSql(`create trigger ${table}_count_removed after delete on ${table} referencing old table as removed
        for each statement execute function ${table}_count_removed();`);
      if (toggle) {
        this.addSql(`create function ${table}_count_toggled() returns trigger language plpgsql as $$
        begin
          perform list_counts_lock(new.${scope});
          update list_count set count = count + case when new.${toggle} is null then 1 else -1 end
           where list = '${list}' and scope_id = new.${scope};
          return null;
        end $$;`);
        this.addSql(`create trigger ${table}_count_toggled after update of ${toggle} on ${table} for each row
          when ((old.${toggle} is null) <> (new.${toggle} is null)) execute function ${table}_count_toggled();`);
      }
      this.addSql(`insert into list_count (list, scope_id, count)
        select '${list}', ${scope}, count(*) from ${table} where ${live} group by ${scope};`);
    }
  }

  override async down(): Promise<void> {
    for (const { table, toggle } of COUNTED_LISTS) {
      if (toggle) {
        this.addSql(`drop trigger ${table}_count_toggled on ${table};`);
        this.addSql(`drop function ${table}_count_toggled();`);
      }
      this.addSql(`drop trigger ${table}_count_removed on ${table};`);
      this.addSql(`drop function ${table}_count_removed();`);
      this.addSql(`drop trigger ${table}_count_added on ${table};`);
      this.addSql(`drop function ${table}_count_added();`);
    }
    this.addSql(`drop function list_counts_lock(uuid);`);
    this.addSql(`drop table "list_count";`);
  }
}

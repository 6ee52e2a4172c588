import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { Employer } from '../employers/employer.entity';

/** A saved payments CSV mapping of an employer: name and type as columns, the rest as it was sent. */
@Entity({ tableName: 'payroll_payment_mapping' })
export class PaymentMapping {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Employer, { ref: true, deleteRule: 'cascade', index: true })
  employer!: Ref<Employer>;

  @Property({ length: 50 })
  name!: string;

  @Property({ length: 20 })
  type!: string;

  @Property({ type: 'json' })
  settings!: Record<string, unknown>;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}

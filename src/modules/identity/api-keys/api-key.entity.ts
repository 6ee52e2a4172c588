import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity';

/**
 * A personal API key for HTTP Basic (payroll): any username, the key as password. Only a
 * SHA-256 digest of its secret part is stored; the key itself is shown once, on creation.
 */
@ObjectType({ description: 'A personal API key (its secret is shown only when created).' })
@Entity({ tableName: 'api_key' })
export class ApiKey {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Index()
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Field({ description: 'What the key is for.' })
  @Property({ length: 100 })
  name!: string;

  @Field({ description: 'The public start of the key, to recognise it.' })
  @Property({ length: 16, unique: true })
  prefix!: string;

  @Property({ length: 64, hidden: true })
  secretHash!: string;

  @Field(() => Date, {
    nullable: true,
    description:
      'When the key was last used, to within a minute: a use is recorded only when the recorded one is over a minute old (null: never used).',
  })
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}

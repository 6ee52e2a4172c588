import { IsOptional, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { GraphQLJSON } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Required } from '../../../graphql/validation';
import { PayBasis } from '../imports/pay-basis';

export enum PaymentsCsvMappingType {
  RowBased = 'RowBased',
  ColumnBased = 'ColumnBased',
}
registerEnumType(PaymentsCsvMappingType, {
  name: 'PaymentsCsvMappingType',
  description: 'The layout of a payments CSV file.',
  valuesConfig: {
    RowBased: { description: 'One row per employee and pay code.' },
    ColumnBased: { description: 'One row per employee, one column per pay code.' },
  },
});

/**
 * The value of a column index meaning "not mapped". The Staffology document declares the indexes
 * non-nullable `int32`, so answers never send null: an index not set reads back as -1. On input,
 * -1 and null both mean not mapped.
 */
export const NOT_MAPPED = -1;

const INDEX = {
  nullable: true,
  description: 'Zero-based column index; -1: not mapped (answers send -1, never null; null on input: not mapped).',
} as const;

function ColumnIndex(): PropertyDecorator {
  return (target, property) => {
    IsOptional()(target, property as string);
    Min(-1, { message: 'must be -1 (not mapped) or a column index' })(target, property as string);
    Max(999, { message: 'must be at most 999' })(target, property as string);
  };
}

@ObjectType('AnalysisCategoryIndex')
@InputType('AnalysisCategoryIndexInput')
export class AnalysisCategoryIndex {
  @Field(() => Int, { description: 'Zero-based column index, 0 or more.' })
  @Min(0, { message: 'must be a column index' })
  index!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Name of the analysis category the column holds, at most 100 characters.',
  })
  @IsOptional()
  @MaxLength(100, { message: 'must be at most 100 characters' })
  name?: string | null;
}

@ObjectType('PaymentsCsvMappingColumn')
@InputType('PaymentsCsvMappingColumnInput')
export class PaymentsCsvMappingColumn {
  @Field({ description: 'Required, 1 to 25 characters.' })
  @Required()
  @MaxLength(25, { message: 'must be at most 25 characters' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'Pay code mapped to this column.' })
  @IsOptional()
  @MaxLength(30, { message: 'must be at most 30 characters' })
  code?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'No pay code mapped: the column is for reference only. Answers: never null (false).',
  })
  isReferenceOnly?: boolean | null;

  @Field(() => Int, INDEX)
  @ColumnIndex()
  colIndex?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Answers: never null (false).' })
  isMultiplier?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Answers: never null (false).' })
  isNetToGross?: boolean | null;

  @Field(() => Int, {
    nullable: true,
    description: 'With isMultiplier, the zero-based column holding the rate; null: none (declared nullable).',
  })
  @ColumnIndex()
  rateColIndex?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Read-only: whether `rateColIndex` is set. Accepted and ignored on input (a read column sent back).',
  })
  shouldSerializeRateColIndex?: boolean | null;
}

/**
 * The reference's PaymentsCsvMapping; on input `id` is ignored (so a read mapping can be sent back).
 * One class for input and answer, so the properties the document declares non-nullable are
 * nullable here for input; answers fill them (indexes -1, booleans false, see the descriptions).
 */
@ObjectType('PaymentsCsvMapping', {
  description: 'A saved payments CSV mapping. Answers never send null for a non-nullable property of the reference.',
})
@InputType('PaymentsCsvMappingInput', { description: 'A payments CSV mapping to save (`id` is ignored).' })
export class PaymentsCsvMapping {
  @Field(() => ID, { nullable: true, description: 'Assigned by the server.' })
  id?: string | null;

  @Field({ description: 'Required, 1 to 50 characters.' })
  @Required()
  @MaxLength(50, { message: 'must be at most 50 characters' })
  name!: string;

  @Field(() => PaymentsCsvMappingType, {
    nullable: true,
    defaultValue: PaymentsCsvMappingType.RowBased,
    description:
      'RowBased (default): one row per employee and pay code. ColumnBased: one row per employee, one column per pay code (`columns`).',
  })
  type?: PaymentsCsvMappingType | null;

  @Field(() => Int, { nullable: true, description: 'Answers: 0 when not set.' })
  importBehaviour?: number | null;

  @Field(() => PayBasis, { nullable: true, description: 'Answers: Monthly when not set.' })
  payBasis?: PayBasis | null;

  @Field(() => Boolean, { nullable: true, description: 'Answers: false when not set.' })
  hasHeader?: boolean | null;

  @Field(() => Int, INDEX) @ColumnIndex() payrollCodeIndex?: number | null;
  @Field(() => Int, INDEX) @ColumnIndex() employerIdIndex?: number | null;
  @Field(() => Int, INDEX) @ColumnIndex() roleReferenceIndex?: number | null;
  @Field(() => Int, INDEX) @ColumnIndex() payAmountIndex?: number | null;
  @Field(() => Int, INDEX) @ColumnIndex() payAmountMultiplierIndex?: number | null;
  @Field(() => Int, INDEX) @ColumnIndex() noteIndex?: number | null;
  @Field(() => Int, INDEX) @ColumnIndex() payCodeIndex?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Answers: false when not set.' })
  hasPaylineCosting?: boolean | null;

  @Field(() => Int, INDEX) @ColumnIndex() departmentIndex?: number | null;
  @Field(() => Int, INDEX) @ColumnIndex() costCentreIndex?: number | null;
  @Field(() => Int, INDEX) @ColumnIndex() effectiveFromIndex?: number | null;
  @Field(() => Int, INDEX) @ColumnIndex() effectiveToIndex?: number | null;
  @Field(() => Int, INDEX) @ColumnIndex() isAutomaticBackPayIndex?: number | null;
  @Field(() => Int, INDEX) @ColumnIndex() ignoreInitialBackPayIndex?: number | null;
  @Field(() => Int, INDEX) @ColumnIndex() contributesToBasicPayIndex?: number | null;
  @Field(() => Int, INDEX) @ColumnIndex() autoAdjustForLeaveIndex?: number | null;

  @Field(() => String, {
    nullable: true,
    description: '`analysisCategoryIndexes` as JSON text, at most 4000 characters.',
  })
  @IsOptional()
  @MaxLength(4000, { message: 'must be at most 4000 characters' })
  analysisCategoryIndexesJson?: string | null;

  @Field(() => Int, INDEX) @ColumnIndex() paySpineIndex?: number | null;
  @Field(() => Int, INDEX) @ColumnIndex() payGradeIndex?: number | null;
  @Field(() => Int, INDEX) @ColumnIndex() spinePointIndex?: number | null;

  @Field(() => [AnalysisCategoryIndex], { nullable: true, description: 'Columns holding analysis category codes.' })
  @IsOptional()
  @ValidateNested()
  analysisCategoryIndexes?: AnalysisCategoryIndex[] | null;

  @Field(() => [PaymentsCsvMappingColumn], {
    nullable: true,
    description: 'ColumnBased mappings: the pay code of each column.',
  })
  @IsOptional()
  @ValidateNested()
  columns?: PaymentsCsvMappingColumn[] | null;
}

export { PaymentsCsvMapping as PaymentsCsvMappingInput };

/** The reference's ReportResponse. */
@ObjectType('ReportResponse')
export class ReportResponse {
  @Field(() => String, { nullable: true, description: 'Content type of the content.' })
  type?: string | null;

  @Field(() => String, { nullable: true, description: 'The content itself (the CSV text).' })
  content?: string | null;

  @Field(() => String, { nullable: true, description: 'The same content, base64.' })
  stream?: string | null;

  @Field(() => GraphQLJSON, { nullable: true, description: 'The JSON model when `type` is JSON; null otherwise.' })
  model?: unknown;
}

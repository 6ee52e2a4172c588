import { Field, InputType } from 'type-graphql';

/** The reference's AnalysisCategoryCodes. */
@InputType('AnalysisCategoryCodesInput', { description: 'An analysis category and one of its codes.' })
export class AnalysisCategoryCodesInput {
  @Field(() => String, { nullable: true, description: 'Name of the analysis category.' })
  analysisCategory?: string | null;

  @Field(() => String, { nullable: true, description: 'Code within the analysis category.' })
  analysisCategoryCode?: string | null;

  @Field(() => String, { nullable: true, description: 'Id of the analysis category code.' })
  analysisCategoryCodeId?: string | null;

  @Field(() => String, { nullable: true, description: 'Id of the analysis category.' })
  analysisCategoryId?: string | null;
}

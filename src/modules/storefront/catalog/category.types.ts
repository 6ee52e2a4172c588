import { HttpUrl, MaxChars, NotNull, Required } from '../../../graphql/validation';
import { IsOptional, Matches } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { Category } from './category.entity';
import { type Patch } from './catalog.validation';
import { SLUG_MESSAGE, SLUG_PATTERN } from '../../../shared/slug';

@ObjectType({ description: 'Counts of what belongs to a category.' })
export class CategoryCount {
  @Field(() => Int, { description: 'Products listed in the category (active ones only, unless the caller is staff).' })
  products!: number;
}

type CategoryFields = Pick<Category, 'name' | 'slug' | 'description' | 'image' | 'icon' | 'isActive' | 'sortOrder'>;

@InputType({ description: 'A new category. `slug` is derived from `name` when absent.' })
export class CreateCategoryInput implements Patch<CategoryFields> {
  @Field({ description: 'Shown to shoppers; required, at most 200 characters.' })
  @Required()
  @MaxChars(200)
  name!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'URL name, unique in the store: lower-case letters, digits and hyphens, at most 200 characters. Derived from `name` when absent; a taken slug answers 409.',
  })
  @IsOptional()
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  @MaxChars(200)
  slug?: string | null;

  @Field(() => String, { nullable: true, description: 'Text shown on the category page, at most 10000 characters.' })
  @IsOptional()
  @MaxChars(10_000)
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'Image URL (http or https).' })
  @IsOptional()
  @HttpUrl()
  @MaxChars(2048)
  image?: string | null;

  @Field(() => String, { nullable: true, description: 'Icon name or URL, at most 2048 characters.' })
  @IsOptional()
  @MaxChars(2048)
  icon?: string | null;

  @Field(() => ID, { nullable: true, description: 'Parent category of the same store; none for a top-level one.' })
  parentId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Default true.' })
  isActive?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Default 0.' })
  sortOrder?: number | null;
}

@InputType({
  description: 'Changes to a category: absent fields keep their value; `parentId: null` makes it top-level.',
})
export class UpdateCategoryInput implements Patch<CategoryFields> {
  @Field(() => String, { nullable: true, description: 'May not be null or blank, at most 200 characters.' })
  @NotNull()
  @Required()
  @MaxChars(200)
  name?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'New URL name (lower-case letters, digits, hyphens; unique in the store, else 409); kept when the name changes, unless given. May not be null.',
  })
  @NotNull()
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  @MaxChars(200)
  slug?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 10000 characters; null clears it.' })
  @IsOptional()
  @MaxChars(10_000)
  description?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Image URL (http or https), at most 2048 characters; null clears it.',
  })
  @IsOptional()
  @HttpUrl()
  @MaxChars(2048)
  image?: string | null;

  @Field(() => String, { nullable: true, description: 'Icon name or URL, at most 2048 characters; null clears it.' })
  @IsOptional()
  @MaxChars(2048)
  icon?: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      'New parent category of the same store; null makes it top-level. A category cannot be moved under itself or its descendants.',
  })
  parentId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'false hides the category from shoppers. May not be null.' })
  @NotNull()
  isActive?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Position among its siblings, ascending. May not be null.' })
  @NotNull()
  sortOrder?: number | null;
}

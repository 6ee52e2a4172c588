import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isIntrospectionType,
  isObjectType,
  type GraphQLSchema,
} from 'graphql';
import { buildCoreSchema } from '../../src/graphql/schema';
import { ROOT_TYPES } from '../../src/graphql/permissions';
import { MODULES } from '../../src/modules';

/**
 * What a client reads in GraphiQL, in the generated hooks and in the REST documents (which take
 * their descriptions from these): every root field, each of its arguments, and every field of
 * every input type says what it is. Each returns the coordinates that say nothing.
 */
function undescribedRootFields(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const typeName of ROOT_TYPES) {
    const type = schema.getType(typeName);
    if (!type || !isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.description?.trim()) missing.push(`${typeName}.${field.name}`);
      for (const arg of field.args) {
        if (!arg.description?.trim()) missing.push(`${typeName}.${field.name}(${arg.name}:)`);
      }
    }
  }
  return missing;
}

function undescribedInputFields(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isInputObjectType(type) || isIntrospectionType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
    }
  }
  return missing;
}

function undescribedEnums(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isEnumType(type) || isIntrospectionType(type)) continue;
    if (!type.description?.trim()) missing.push(type.name);
    for (const value of type.getValues()) {
      if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing;
}

describe('schema descriptions', () => {
  const schema = buildCoreSchema(MODULES);

  it('every root field and every argument of one has a description', () => {
    // Listed in full, so a failure names each field to describe.
    expect(undescribedRootFields(schema)).toEqual([]);
  });

  it('every field of every input type has a description', () => {
    expect(undescribedInputFields(schema)).toEqual([]);
  });

  it('every enum type and every enum value has a description', () => {
    expect(undescribedEnums(schema)).toEqual([]);
  });

  it('the walk finds what it looks for: a root field, an argument, an input field and an enum value without one', () => {
    // The same walk over a schema missing each kind of description lists all three.
    const bare = buildSchema(`
      type Query { "Described." a(x: Int): Int }
      input I { "Described." b: Int, c: Int }
      type Mutation { m(i: I, e: E): Int }
      "Described." enum E { "Described." X, Y }
    `);
    expect(undescribedRootFields(bare)).toEqual(['Query.a(x:)', 'Mutation.m', 'Mutation.m(i:)', 'Mutation.m(e:)']);
    expect(undescribedInputFields(bare)).toEqual(['I.c']);
    expect(undescribedEnums(bare)).toEqual(['E.Y']);
  });
});

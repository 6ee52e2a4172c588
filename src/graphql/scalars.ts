import { GraphQLScalarType } from 'graphql';
import { GraphQLISODateTime } from 'type-graphql';
import { DATE_RANGE_MESSAGE, isStorableTime } from '../shared/dates';

function storable(date: Date): Date {
  // A TypeError: graphql-js reports it as the variable's (or argument's) own problem.
  if (!isStorableTime(date.getTime())) throw new TypeError(DATE_RANGE_MESSAGE);
  return date;
}

/**
 * type-graphql's `DateTimeISO` (same name, description and SDL), refusing the instants outside
 * what PostgreSQL stores: `0000-01-01T00:00:00Z` parses, but no query may carry it.
 */
export const DateTimeScalar = new GraphQLScalarType<Date | null, string>({
  ...GraphQLISODateTime.toConfig(),
  parseValue: (value) => storable(GraphQLISODateTime.parseValue(value) as Date),
  parseLiteral: (ast, variables) => storable(GraphQLISODateTime.parseLiteral(ast, variables) as Date),
});

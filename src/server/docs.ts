import type { Express } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { RestApi } from '../rest/engine';

export function mountDocs(_app: Express, _apis: RestApi[], _schema: GraphQLSchema): void {}

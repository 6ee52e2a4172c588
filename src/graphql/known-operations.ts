import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { Kind, parse, type DocumentNode } from 'graphql';
import { SCHEMA_DIR } from '../config/paths';

/** The documents codegen types for frontends (`schema/generated/graphql.ts`, see codegen.yml). */
export const CLIENT_OPERATIONS_DIR = path.join(SCHEMA_DIR, 'operations');

/** The names of the operations `documents` define (anonymous ones have none). */
export function operationNames(documents: readonly DocumentNode[]): string[] {
  return documents.flatMap((document) =>
    document.definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION && d.name ? [d.name.value] : [])),
  );
}

/**
 * The client operations shipped with the server: the `.graphql` sources of the generated client
 * documents, read once at start-up (the generated file is TypeScript outside the build).
 */
export function clientOperationNames(dir: string = CLIENT_OPERATIONS_DIR): string[] {
  const files = fg.sync('**/*.graphql', { cwd: dir, absolute: true }).sort();
  return operationNames(files.map((file) => parse(readFileSync(file, 'utf8'))));
}

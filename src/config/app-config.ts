import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json';
import fg from 'fast-glob';
import { parse as parseYaml } from 'yaml';
import { SCHEMA_DIR } from './paths';

/** The application configuration document (seed 3) as the server uses it. */
export interface AppConfig {
  /** Absolute path of the document, or undefined when the defaults apply. */
  source?: string;
  rest: boolean;
  /** SDL files merged into the served schema, absolute paths with their text. */
  graphqlSchemaFiles: { path: string; sdl: string }[];
  /** Modules that resolve (and guard) the SDL additions, absolute paths. */
  jsResourceFiles: string[];
}

export const DEFAULT_APP_CONFIG_FILE = 'app.config.yaml';

export class AppConfigError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`Invalid application configuration ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'AppConfigError';
  }
}

interface RawDocument {
  rest?: boolean;
  graphqlSchema?: { files: string | string[] };
  jsResource?: { files: string | string[] };
}

const validateDocument = (() => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addMetaSchema(draft06);
  const schema = JSON.parse(readFileSync(path.join(SCHEMA_DIR, 'app-config.schema.json'), 'utf8'));
  return ajv.compile<RawDocument>(schema);
})();

function describe(error: ErrorObject): string {
  const where = error.instancePath === '' ? '(document)' : error.instancePath;
  if (error.keyword === 'additionalProperties') {
    return `${where}: unknown property "${String(error.params.additionalProperty)}"`;
  }
  return `${where}: ${error.message ?? 'is invalid'}`;
}

function resolveFiles(file: string, key: string, patterns: string | string[], problems: string[]): string[] {
  const base = path.dirname(file);
  const found: string[] = [];
  for (const pattern of Array.isArray(patterns) ? patterns : [patterns]) {
    const matches = fg.isDynamicPattern(pattern)
      ? fg.sync(pattern, { cwd: base, absolute: true, onlyFiles: true }).sort()
      : existsSync(path.resolve(base, pattern))
        ? [path.resolve(base, pattern)]
        : [];
    if (matches.length === 0) problems.push(`/${key}/files: "${pattern}" matches no readable file`);
    found.push(...matches.filter((m) => !found.includes(m)));
  }
  return found;
}

/**
 * Loads and validates the application configuration document. With no explicit path and no
 * `app.config.yaml` in the working directory, the defaults apply (REST on, no extensions).
 */
export function loadAppConfig(explicitPath?: string, cwd = process.cwd()): AppConfig {
  const file = path.resolve(cwd, explicitPath ?? DEFAULT_APP_CONFIG_FILE);
  if (!existsSync(file)) {
    if (explicitPath) throw new AppConfigError(file, ['file not found']);
    return { rest: true, graphqlSchemaFiles: [], jsResourceFiles: [] };
  }
  let document: unknown;
  try {
    document = parseYaml(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new AppConfigError(file, [`not valid YAML or JSON: ${(error as Error).message}`]);
  }
  if (!validateDocument(document)) {
    throw new AppConfigError(file, (validateDocument.errors ?? []).map(describe));
  }
  const problems: string[] = [];
  const schemaPaths = document.graphqlSchema
    ? resolveFiles(file, 'graphqlSchema', document.graphqlSchema.files, problems)
    : [];
  const jsResourceFiles = document.jsResource
    ? resolveFiles(file, 'jsResource', document.jsResource.files, problems)
    : [];
  const graphqlSchemaFiles = schemaPaths.flatMap((schemaPath) => {
    try {
      return [{ path: schemaPath, sdl: readFileSync(schemaPath, 'utf8') }];
    } catch (error) {
      problems.push(`/graphqlSchema/files: cannot read ${schemaPath}: ${(error as Error).message}`);
      return [];
    }
  });
  if (problems.length > 0) throw new AppConfigError(file, problems);
  return { source: file, rest: document.rest ?? true, graphqlSchemaFiles, jsResourceFiles };
}

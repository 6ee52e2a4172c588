import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * Holds every REST answer a test receives to the OpenAPI document the same server serves for
 * that operation: the status must be documented, the media type declared and the body valid
 * against its schema. Documentation drift then fails the test that met it.
 */

type Json = { [key: string]: any };

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  responses: Json;
}

interface ServedDocument {
  mount: string;
  document: Json;
  operations: Operation[];
  validators: Map<string, ValidateFunction>;
  ajv: Ajv2020;
}

/** The REST mounts of each running test app, by origin; their documents are read on first use. */
const servers = new Map<string, { mounts: string[]; documents: Map<string, Promise<ServedDocument>> }>();

/** Called when a test app starts listening: its REST answers are checked from now on. */
export function registerServer(origin: string, mounts: string[]): void {
  // Longest first: a mount that prefixes another must not take its calls.
  servers.set(origin, { mounts: [...mounts].sort((a, b) => b.length - a.length), documents: new Map() });
}

/** Called when a test app closes: another app may get its port. */
export function forgetServer(origin: string): void {
  servers.delete(origin);
}

const DOCUMENT_URI = 'openapi:document';

async function load(origin: string, mount: string): Promise<ServedDocument> {
  const res = await fetch(`${origin}${mount}/openapi.json`);
  if (res.status !== 200) throw new Error(`${mount}/openapi.json answered ${res.status}`);
  const document = (await res.json()) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ ...document, $id: DOCUMENT_URI });
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths as Json)) {
    const source = template
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    // Express matches paths case-insensitively and with an optional trailing slash.
    const pattern = new RegExp(`^${source}/?$`, 'i');
    for (const [method, operation] of Object.entries(item as Json)) {
      operations.push({ method, template, pattern, responses: (operation as Json).responses });
    }
  }
  return { mount, document, operations, validators: new Map(), ajv };
}

/** The part of the document a local `$ref` (`#/components/...`) names. */
function resolve(document: Json, ref: string): Json {
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node: Json, part) => node?.[part], document);
}

function pointer(...parts: string[]): string {
  return `#/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

function validator(served: ServedDocument, path: string): ValidateFunction {
  let validate = served.validators.get(path);
  if (!validate) {
    validate = served.ajv.compile({ $ref: `${DOCUMENT_URI}${path}` });
    served.validators.set(path, validate);
  }
  return validate;
}

/** The declared media type a response's type matches (`application/*+json` and `*\/*` included). */
function declaredType(content: Json, mediaType: string): string | undefined {
  return Object.keys(content).find((declared) => {
    if (declared === mediaType || declared === '*/*') return true;
    const pattern = new RegExp(`^${declared.replace(/[.+]/g, '\\$&').replace('*', '[^/]+')}$`);
    return pattern.test(mediaType);
  });
}

export interface CheckedResponse {
  method: string;
  url: string;
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

/** Throws, naming the call and every difference, when the answer is not what the document says. */
export async function checkResponse(res: CheckedResponse): Promise<void> {
  const url = new URL(res.url);
  const server = servers.get(url.origin);
  if (!server) return;
  const mount = server.mounts.find((m) => url.pathname === m || url.pathname.startsWith(`${m}/`));
  if (!mount || url.pathname === `${mount}/openapi.json`) return;
  let documents = server.documents.get(mount);
  if (!documents) {
    documents = load(url.origin, mount);
    server.documents.set(mount, documents);
  }
  const served = await documents;
  const method = res.method.toLowerCase();
  const relative = url.pathname.slice(mount.length) || '/';
  const where = `${res.method.toUpperCase()} ${url.pathname} answered ${res.status}`;
  const problems = describeProblems(served, method, relative, res);
  if (problems.length > 0) {
    const body = res.text.length > 600 ? `${res.text.slice(0, 600)}...` : res.text;
    throw new Error(`OpenAPI mismatch: ${where}\n- ${problems.join('\n- ')}\nbody: ${body}`);
  }
}

function describeProblems(served: ServedDocument, method: string, relative: string, res: CheckedResponse): string[] {
  // HEAD is answered by the GET route, without a body.
  const lookup = method === 'head' ? 'get' : method;
  const candidates = served.operations.filter((o) => o.pattern.test(relative));
  // A literal path wins over a template (`/products/search` before `/products/{id}`).
  const operation =
    candidates.find((o) => o.method === lookup && !o.template.includes('{')) ??
    candidates.find((o) => o.method === lookup);
  const mediaType = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!operation) return unroutedProblems(served, res, mediaType, candidates);
  const status = String(res.status);
  const declared = operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default;
  if (!declared) {
    return [
      `status ${status} is not documented for ${lookup.toUpperCase()} ${operation.template} (documented: ${Object.keys(operation.responses).join(', ')})`,
    ];
  }
  const responseKey = operation.responses[status]
    ? status
    : operation.responses[`${status[0]}XX`]
      ? `${status[0]}XX`
      : 'default';
  const at = ['paths', operation.template, operation.method, 'responses', responseKey];
  return [
    ...headerProblems(served, at, declared, res),
    ...contentProblems(served, at, declared, method, mediaType, res),
  ];
}

function contentProblems(
  served: ServedDocument,
  at: string[],
  declared: Json,
  method: string,
  mediaType: string,
  res: CheckedResponse,
): string[] {
  const content = (declared.content ?? {}) as Json;
  if (method === 'head' || res.text === '') {
    // An empty body is right where no content is declared (or for HEAD).
    if (method === 'head' || Object.keys(content).length === 0) return [];
    return [`the body is empty, but ${Object.keys(content).join(', ')} is documented`];
  }
  if (Object.keys(content).length === 0) return [`a ${mediaType || 'typeless'} body was sent, but none is documented`];
  const type = declaredType(content, mediaType);
  if (!type)
    return [`content type ${mediaType || '(none)'} is not documented (documented: ${Object.keys(content).join(', ')})`];
  // A file's bytes are whatever the file holds.
  if (content[type].schema?.format === 'binary') return [];
  return bodyProblems(served, pointer(...at, 'content', type, 'schema'), mediaType, res);
}

/**
 * Response headers a client acts on: where the documents describe an answer's headers, these must
 * be among them when sent (the others, such as Content-Type or CORS headers, are HTTP's own).
 */
const WATCHED_HEADERS = [
  'location',
  'x-total-count',
  'retry-after',
  'allow',
  'ratelimit',
  'ratelimit-policy',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
];

/**
 * The answer's headers against the documented ones: each one documented as required is sent, each
 * value sent fits its schema (numbers read as numbers), and no watched header is sent undocumented.
 */
function headerProblems(served: ServedDocument, at: string[], declared: Json, res: CheckedResponse): string[] {
  const problems: string[] = [];
  const documented = new Map<string, string>();
  for (const [name, stated] of Object.entries((declared.headers ?? {}) as Json)) {
    documented.set(name.toLowerCase(), name);
    // A shared header (`components.headers`) is referred to by `$ref`.
    const ref = (stated as Json).$ref as string | undefined;
    const header = ref ? resolve(served.document, ref) : (stated as Json);
    const value = res.headers.get(name);
    if (value === null) {
      if (header.required) problems.push(`header ${name} is documented as always sent, but is missing`);
      continue;
    }
    const schema = header.schema as Json | undefined;
    if (!schema) continue;
    const numeric = schema.type === 'integer' || schema.type === 'number';
    if (numeric && !/^-?\d+(\.\d+)?$/.test(value)) {
      problems.push(`header ${name}: ${JSON.stringify(value)} is not a number`);
      continue;
    }
    const validate = validator(served, ref ? `${ref}/schema` : pointer(...at, 'headers', name, 'schema'));
    if (!validate(numeric ? Number(value) : value)) {
      problems.push(
        ...(validate.errors ?? []).map(
          (e) => `header ${name}: ${JSON.stringify(value)} ${e.message} (${e.schemaPath})`,
        ),
      );
    }
  }
  for (const name of WATCHED_HEADERS) {
    const value = res.headers.get(name);
    if (value !== null && !documented.has(name)) {
      problems.push(`header ${name}: ${JSON.stringify(value)} was sent, but is not documented for this answer`);
    }
  }
  return problems;
}

/**
 * No operation has this path and method: the API's catch-all answer, in the API's error format. A
 * path that has other methods answers 405 as `components.responses.MethodNotAllowed` says, with
 * `Allow` naming exactly the methods the document gives the path (HEAD with GET).
 */
function unroutedProblems(
  served: ServedDocument,
  res: CheckedResponse,
  mediaType: string,
  samePath: Operation[],
): string[] {
  if (res.status < 400) return [`${res.status} from a path and method the document does not have`];
  const notAllowed = served.document.components?.responses?.MethodNotAllowed as Json | undefined;
  const problems: string[] = [];
  if (res.status === 405) {
    if (!notAllowed) return ['405 answered, but the document has no components.responses.MethodNotAllowed'];
    if (samePath.length === 0) problems.push('405 answered for a path the document does not have');
    problems.push(...headerProblems(served, ['components', 'responses', 'MethodNotAllowed'], notAllowed, res));
    const methods = new Set(samePath.map((o) => o.method.toUpperCase()));
    if (methods.has('GET')) methods.add('HEAD');
    const allow = (res.headers.get('allow') ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean);
    if (res.headers.has('allow') && [...methods].sort().join(', ') !== [...allow].sort().join(', ')) {
      problems.push(`Allow: ${allow.join(', ')} differs from the documented methods ${[...methods].join(', ')}`);
    }
  } else {
    problems.push(...headerProblems(served, [], {}, res));
  }
  if (res.text === '') return problems;
  // Any operation's answer with this status (else a 404) documents the API's error body.
  const documented = (key: string) => served.operations.find((o) => o.responses[key]?.content);
  const key = documented(String(res.status)) ? String(res.status) : '404';
  const operation = documented(key);
  if (!operation) return problems;
  const type = declaredType(operation.responses[key].content, mediaType);
  if (!type) return [...problems, `content type ${mediaType || '(none)'} is not the API's error format`];
  const path = pointer('paths', operation.template, operation.method, 'responses', key, 'content', type, 'schema');
  return [...problems, ...bodyProblems(served, path, mediaType, res)];
}

function bodyProblems(served: ServedDocument, path: string, mediaType: string, res: CheckedResponse): string[] {
  const isJson = /json/.test(mediaType);
  let body: unknown = res.text;
  if (isJson) {
    try {
      body = JSON.parse(res.text);
    } catch {
      return [`the ${mediaType} body is not JSON`];
    }
  }
  const validate = validator(served, path);
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `body${e.instancePath} ${e.message} (${e.schemaPath})`);
}

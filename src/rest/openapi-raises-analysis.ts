import path from 'node:path';
import ts from 'typescript';
import { PROJECT_ROOT } from '../config/paths';

/**
 * Which error codes each GraphQL root field can raise, read from the source: everything its
 * resolver method and its permission rule can reach through calls (service functions, helpers,
 * the tenant and business lookups, implementations of the interfaces they call) is searched for
 * `new NotFoundError(...)`, `new ConflictError(...)` and `new DomainError('CODE', ...)`.
 *
 * Only used at development time (npm run openapi:raises): its output is committed as
 * openapi-raises.ts, which the OpenAPI documents read, and a test fails when it is stale.
 */

/** The codes the documents take from this analysis. */
export const ANALYSED_CODES = ['NOT_FOUND', 'CONFLICT', 'NOT_ACCEPTABLE'] as const;
export type AnalysedCode = (typeof ANALYSED_CODES)[number];

const ERROR_CLASSES: Record<string, AnalysedCode> = { NotFoundError: 'NOT_FOUND', ConflictError: 'CONFLICT' };
const ROOT_DECORATORS = new Set(['Query', 'Mutation', 'Subscription']);

type FunctionLike = ts.FunctionLikeDeclaration;

export function analyseRaises(projectRoot: string): Record<string, AnalysedCode[]> {
  const configPath = path.join(projectRoot, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${configPath}`);
  const srcDir = path.join(projectRoot, 'src') + path.sep;
  const program = ts.createProgram({
    rootNames: config.fileNames.filter((f) => f.startsWith(srcDir)),
    options: { ...config.options, noEmit: true, incremental: false },
  });
  const checker = program.getTypeChecker();
  const sources = program.getSourceFiles().filter((f) => f.fileName.startsWith(srcDir) && !f.isDeclarationFile);

  // Implementations of interface members: `implements I` classes and objects typed `I`.
  const implementations = new Map<string, ts.Node[]>();
  const addImplementation = (iface: string, member: string, node: ts.Node) => {
    const key = `${iface}.${member}`;
    implementations.set(key, [...(implementations.get(key) ?? []), node]);
  };
  for (const file of sources) {
    const visit = (node: ts.Node): void => {
      if (ts.isClassDeclaration(node)) {
        for (const clause of node.heritageClauses ?? []) {
          if (clause.token !== ts.SyntaxKind.ImplementsKeyword) continue;
          for (const type of clause.types) {
            for (const member of node.members) {
              if (member.name && ts.isIdentifier(member.name))
                addImplementation(type.expression.getText(file), member.name.text, member);
            }
          }
        }
      }
      if (
        ts.isVariableDeclaration(node) &&
        node.type &&
        ts.isTypeReferenceNode(node.type) &&
        node.initializer &&
        ts.isObjectLiteralExpression(node.initializer)
      ) {
        for (const property of node.initializer.properties) {
          if (property.name && ts.isIdentifier(property.name))
            addImplementation(node.type.typeName.getText(file), property.name.text, property);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  const inProject = (node: ts.Node) => {
    const file = node.getSourceFile();
    return file.fileName.startsWith(srcDir) && !file.isDeclarationFile;
  };

  const memo = new Map<ts.Node, Set<AnalysedCode>>();

  /** The declarations a reference leads to (through imports), in this project only. */
  function declarationsOf(node: ts.Node): ts.Node[] {
    let symbol = checker.getSymbolAtLocation(node);
    if (!symbol) return [];
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const found: ts.Node[] = [];
    for (const declaration of symbol.declarations ?? []) {
      if (!inProject(declaration)) continue;
      if (ts.isMethodSignature(declaration) || ts.isPropertySignature(declaration)) {
        const owner = declaration.parent;
        if (ts.isInterfaceDeclaration(owner) && declaration.name && ts.isIdentifier(declaration.name)) {
          found.push(...(implementations.get(`${owner.name.text}.${declaration.name.text}`) ?? []));
        }
        continue;
      }
      found.push(declaration);
    }
    return found;
  }

  /** The codes a declaration (function, method, variable, class member) can raise when used. */
  function raisesOf(declaration: ts.Node): Set<AnalysedCode> {
    const known = memo.get(declaration);
    if (known) return known;
    const codes = new Set<AnalysedCode>();
    // Registered first: a recursive call finds the set being filled.
    memo.set(declaration, codes);
    const body: ts.Node | undefined = ts.isVariableDeclaration(declaration)
      ? declaration.initializer
      : ts.isPropertyAssignment(declaration) || ts.isPropertyDeclaration(declaration)
        ? declaration.initializer
        : isFunctionLike(declaration)
          ? declaration.body
          : ts.isShorthandPropertyAssignment(declaration)
            ? declaration.name
            : undefined;
    if (body) for (const code of raisesIn(body)) codes.add(code);
    return codes;
  }

  /** The codes the code under `root` can raise: its `new` errors and whatever it calls or refers to. */
  function raisesIn(root: ts.Node): Set<AnalysedCode> {
    const codes = new Set<AnalysedCode>();
    const visit = (node: ts.Node): void => {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
        const name = node.expression.text;
        if (ERROR_CLASSES[name]) codes.add(ERROR_CLASSES[name]);
        const first = node.arguments?.[0];
        if (name === 'DomainError' && first && ts.isStringLiteral(first)) {
          const code = first.text as AnalysedCode;
          if ((ANALYSED_CODES as readonly string[]).includes(code)) codes.add(code);
        }
      }
      // Every reference to a function or value of the project may run its code.
      if (ts.isIdentifier(node) && !isDeclarationName(node)) {
        for (const declaration of declarationsOf(node)) {
          if (declaration === root || isTypeOnly(declaration)) continue;
          for (const code of raisesOf(declaration)) codes.add(code);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(root);
    return codes;
  }

  const result: Record<string, Set<AnalysedCode>> = {};
  const add = (key: string, codes: Iterable<AnalysedCode>) => {
    result[key] ??= new Set();
    for (const code of codes) result[key].add(code);
  };

  for (const file of sources) {
    const visit = (node: ts.Node): void => {
      // Root fields: methods decorated @Query/@Mutation/@Subscription (named by `name:` or the method).
      if (ts.isMethodDeclaration(node) && node.body) {
        for (const decorator of ts.getDecorators(node) ?? []) {
          const call = decorator.expression;
          if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) continue;
          if (!ROOT_DECORATORS.has(call.expression.text)) continue;
          add(`${call.expression.text}.${fieldName(node, call)}`, raisesIn(node.body));
        }
      }
      // Permission rules: `Query: { field: rule }` in a rule map.
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && ROOT_DECORATORS.has(node.name.text)) {
        if (ts.isObjectLiteralExpression(node.initializer) && file.fileName.endsWith('.rules.ts')) {
          for (const property of node.initializer.properties) {
            if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) continue;
            const field = property.name.getText(file);
            const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
            add(`${node.name.text}.${field}`, raisesIn(value));
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return Object.fromEntries(
    Object.keys(result)
      .sort()
      .map((key) => [key, ANALYSED_CODES.filter((code) => result[key].has(code))]),
  );
}

function isFunctionLike(node: ts.Node): node is FunctionLike {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isConstructorDeclaration(node)
  );
}

function isTypeOnly(node: ts.Node): boolean {
  return ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isTypeParameterDeclaration(node);
}

function isDeclarationName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isVariableDeclaration(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isClassDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isPropertyAssignment(parent) ||
      ts.isPropertyDeclaration(parent)) &&
    parent.name === node
  );
}

/** The field a root decorator declares: its `name` option, else the method's name. */
function fieldName(method: ts.MethodDeclaration, call: ts.CallExpression): string {
  for (const argument of call.arguments) {
    if (!ts.isObjectLiteralExpression(argument)) continue;
    for (const property of argument.properties) {
      if (
        ts.isPropertyAssignment(property) &&
        property.name.getText() === 'name' &&
        ts.isStringLiteral(property.initializer)
      ) {
        return property.initializer.text;
      }
    }
  }
  return method.name.getText();
}

/** The generated table of the error codes each root field can raise (`npm run openapi:raises`). */
export const RAISES_FILE = path.join(PROJECT_ROOT, 'src/rest/openapi-raises.ts');

/** The text of {@link RAISES_FILE}, from the analysis of the source as it stands. */
export function renderRaises(): string {
  const raises = analyseRaises(PROJECT_ROOT);
  const lines = Object.entries(raises).map(
    ([field, codes]) => `  '${field}': [${codes.map((c) => `'${c}'`).join(', ')}],`,
  );
  return `// Generated by \`npm run openapi:raises\` from the resolvers, the services they call and the
// permission rules (src/rest/openapi-raises-analysis.ts). Do not edit by hand.
import type { AnalysedCode } from './openapi-raises-analysis';

/** The analysed error codes each root field (its resolver or its permission rule) can raise. */
export const ROOT_FIELD_RAISES: Record<string, readonly AnalysedCode[]> = {
${lines.join('\n')}
};
`;
}

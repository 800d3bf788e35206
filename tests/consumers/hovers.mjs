// Reads the packages as a user's editor shows them, over the packed packages installed in the consumer
// project (run by scripts/test-consumers.sh from that project, with the TypeScript package its first argument
// names: the oldest the packages claim, since the newest, the native compiler, has no language service API):
//  1. the quick info of each result (`const run = await …`) and method call in src/hovers.ts: no internal
//     name (`CallResult`, `typeof`, a zod type, a module of the build) and no structure spelt out where a
//     name belongs;
//  2. every method of every namespace of each client, and every standalone function: the same in its signature;
//  3. every interface a method or function resolves to, with the interfaces of its fields: no index signature
//     (a misspelt field must not compile), and a doc comment on every field;
//  4. every inputs type a method or function takes, with the interfaces of its fields: a doc comment on every
//     field (an inputs type may keep an index signature: a field the API takes that the schema does not name).
// Prints the figures and exits 1 on any finding.
import { createRequire } from 'node:module';
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const [compiler = 'typescript-oldest'] = process.argv.slice(2);
const require = createRequire(join(process.cwd(), 'package.json'));
const ts = require(compiler);

const INTERNAL = /CallResult|typeof |Zod|\$strip|\$loose|___|import\(|KnownFields|Inputs<|PageOf<|ListItemOf</;
const file = resolve('src/hovers.ts');
const config = ts.getParsedCommandLineOfConfigFile(resolve('tsconfig.nodenext.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
const host = {
  getScriptFileNames: () => [file],
  getScriptVersion: () => '1',
  getScriptSnapshot: (name) => (ts.sys.fileExists(name) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(name)) : undefined),
  getCurrentDirectory: () => process.cwd(),
  getCompilationSettings: () => config.options,
  getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
  fileExists: ts.sys.fileExists,
  readFile: ts.sys.readFile,
  readDirectory: ts.sys.readDirectory,
  directoryExists: ts.sys.directoryExists,
  getDirectories: ts.sys.getDirectories,
};
const service = ts.createLanguageService(host);
const program = service.getProgram();
const checker = program.getTypeChecker();
const source = program.getSourceFile(file);
const findings = [];

// 1. Hovers.
const hovers = [];
const visit = (node) => {
  if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && !ts.isNewExpression(node.initializer)) {
    hovers.push({ at: node.name.getStart(), what: node.name.text, result: true });
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isPropertyAccessExpression(node.expression.expression)) {
    hovers.push({ at: node.expression.name.getStart(), what: node.expression.getText(), result: false });
  }
  ts.forEachChild(node, visit);
};
visit(source);
console.log(`quick info of ${hovers.filter((h) => h.result).length} results and ${hovers.filter((h) => !h.result).length} calls (src/hovers.ts):`);
for (const hover of hovers) {
  const info = service.getQuickInfoAtPosition(file, hover.at);
  const shown = ts.displayPartsToString(info?.displayParts ?? []);
  console.log(`  ${shown}`);
  if (INTERNAL.test(shown)) findings.push(`${hover.what}: its hover shows an internal name: ${shown}`);
  // A result's type is a name (with its type arguments), a primitive or a list of either: never `{ … }`.
  if (hover.result && shown.includes('{')) findings.push(`${hover.what}: its hover spells out a structure: ${shown}`);
}
if (hovers.filter((h) => h.result).length < 20) findings.push(`src/hovers.ts has ${hovers.filter((h) => h.result).length} results; at least 20 (five per package) are checked`);

// 2. Every signature of every client namespace and standalone function.
const packages = ['platform', 'hosting', 'calendar', 'code-analysis'];
const counts = {};
const seenTypes = new Map();
const seenInputs = new Map();
const print = (type) => checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
/** The interfaces a type names, its type arguments' included (`ApiPromise<Run>` → `Run`). */
/** What a call resolves to: the first type argument of `ApiPromise<T>` and of `Paginated<T, P>` (and `P`). */
const resultsOf = (type) => {
  const name = type.symbol?.name ?? type.aliasSymbol?.name;
  const args = type.aliasTypeArguments ?? (type.objectFlags & ts.ObjectFlags.Reference ? checker.getTypeArguments(type) : []);
  return name === 'ApiPromise' || name === 'Paginated' ? args : [type];
};
/**
 * A signature as its declaration writes it (what go-to-definition shows, and a hover before the compiler
 * resolves it): a type the compiler resolves (`CallResult<typeof op>` to `string`) still shows here.
 */
const checkSignature = (pkg, where, signature) => {
  const declaration = signature.getDeclaration();
  const written = declaration.getText().replace(/\/\*\*[\s\S]*?\*\//g, '');
  counts[pkg].signatures += 1;
  if (INTERNAL.test(written)) {
    counts[pkg].internal += 1;
    findings.push(`${where}: its declaration shows an internal name: ${written.replace(/\s+/g, ' ').slice(0, 300)}`);
  }
  for (const result of resultsOf(signature.getReturnType())) seenTypes.set(result, pkg);
  for (const parameter of signature.getParameters()) {
    if (parameter.name === 'inputs') seenInputs.set(checker.getNonNullableType(checker.getTypeOfSymbol(parameter)), pkg);
  }
};
for (const pkg of packages) {
  counts[pkg] = { signatures: 0, internal: 0, answers: 0, indexed: 0, fields: 0, undocumented: 0, inputs: 0, inputFields: 0, inputsUndocumented: 0 };
  // The client: the one made in src/hovers.ts.
  const clientName = { platform: 'platform', hosting: 'hosting', calendar: 'calendar', 'code-analysis': 'codeAnalysis' }[pkg];
  const declaration = source.statements.flatMap((s) => (ts.isVariableStatement(s) ? s.declarationList.declarations : [])).find((d) => d.name.getText() === clientName);
  const client = checker.getTypeAtLocation(declaration.name);
  // `http` is the engine itself, for operations the package does not describe: its `call` is typed by the
  // caller's own operation (`CallResult<O>`), so it is not a method of the package's surface.
  for (const namespace of client.getProperties().filter((p) => p.name !== 'http')) {
    const type = checker.getTypeOfSymbol(namespace);
    for (const member of type.getProperties()) {
      for (const signature of checker.getTypeOfSymbol(member).getCallSignatures()) checkSignature(pkg, `${pkg} ${namespace.name}.${member.name}`, signature);
    }
  }
  // The standalone functions: every module of the `functions/*` subpath (a namespace each).
  const functionsDir = join(dirname(require.resolve(`@typed-api/${pkg}/package.json`)), 'dist/functions');
  const namespaces = readdirSync(functionsDir).filter((f) => f.endsWith('.d.ts') && f !== 'index.d.ts').map((f) => f.slice(0, -'.d.ts'.length));
  if (namespaces.length === 0) findings.push(`${pkg}: no modules under dist/functions`);
  for (const subpath of namespaces.map((n) => `./functions/${n}`)) {
    const resolved = ts.resolveModuleName(`@typed-api/${pkg}${subpath.slice(1)}`, file, config.options, ts.sys).resolvedModule;
    const module = resolved && program.getSourceFile(resolved.resolvedFileName);
    const moduleSymbol = module && checker.getSymbolAtLocation(module);
    if (!moduleSymbol) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const resolvedSymbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (!(resolvedSymbol.flags & ts.SymbolFlags.Function)) continue;
      for (const signature of checker.getTypeOfSymbol(resolvedSymbol).getCallSignatures()) checkSignature(pkg, `${pkg}${subpath.slice(1)} ${exported.name}`, signature);
    }
  }
}

// 3 and 4. The answers (every object type a call resolves to) and the inputs (every object a call takes), with
// the objects of their fields, lists and unions.
const walk = (type, pkg, visited, answer) => {
  if (visited.has(type)) return;
  visited.add(type);
  if (type.isUnion() || type.isIntersection()) return type.types.forEach((t) => walk(t, pkg, visited, answer));
  if (checker.isArrayType(type) || checker.isTupleType(type)) return checker.getTypeArguments(type).forEach((t) => walk(t, pkg, visited, answer));
  // An object of fields (a declared class such as `Date` or `ReadableStream` is not an answer's structure).
  if (!(type.flags & ts.TypeFlags.Object) || type.getCallSignatures().length > 0) return;
  if (type.symbol?.declarations?.some((d) => program.isSourceFileDefaultLibrary(d.getSourceFile()))) return;
  // A class (a handle such as `LastRunHandle`, the engine) is a set of methods, not a structure of fields.
  if (type.symbol && type.symbol.flags & ts.SymbolFlags.Class) return;
  const fields = type.getProperties();
  if (fields.length === 0) return;
  const c = counts[pkg];
  if (answer) c.answers += 1;
  else c.inputs += 1;
  if (answer && checker.getIndexInfosOfType(type).length > 0) {
    c.indexed += 1;
    findings.push(`${pkg}: ${print(type).slice(0, 200)} has an index signature beside its fields`);
  }
  for (const field of fields) {
    if (answer) c.fields += 1;
    else c.inputFields += 1;
    if (ts.displayPartsToString(field.getDocumentationComment(checker)).trim() === '') {
      if (answer) c.undocumented += 1;
      else c.inputsUndocumented += 1;
      findings.push(`${pkg}: field \`${field.name}\` of ${answer ? 'the answer' : 'the inputs'} ${print(type).replace(/\s+/g, ' ').slice(0, 120)} has no doc comment`);
    }
    walk(checker.getTypeOfSymbol(field), pkg, visited, answer);
  }
};
const answersSeen = new Set();
for (const [type, pkg] of seenTypes) walk(type, pkg, answersSeen, true);
const inputsSeen = new Set();
for (const [type, pkg] of seenInputs) walk(type, pkg, inputsSeen, false);

console.log('\npackage         signatures  showing internals  answer types  with an index signature  fields  undocumented  inputs types  fields  undocumented');
for (const pkg of packages) {
  const c = counts[pkg];
  const columns = [[c.signatures, 10], [c.internal, 17], [c.answers, 12], [c.indexed, 23], [c.fields, 6], [c.undocumented, 12], [c.inputs, 12], [c.inputFields, 6], [c.inputsUndocumented, 12]];
  console.log(`${pkg.padEnd(15)} ${columns.map(([n, width]) => String(n).padStart(width)).join('  ')}`);
}
if (findings.length > 0) {
  console.error(`\nhovers: ${findings.length} finding(s):`);
  for (const finding of findings.slice(0, 40)) console.error(`  ${finding}`);
  process.exit(1);
}
console.log(`\nhovers: no internal name in ${hovers.length} hovers and ${packages.reduce((n, p) => n + counts[p].signatures, 0)} signatures; no answer type with an index signature; every field of every answer and inputs type documented`);

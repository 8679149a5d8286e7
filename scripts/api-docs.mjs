// `pnpm docs:api`: writes docs/api.md, the reference of every HTTP call and live-channel push,
// generated from the wire contract (shared/src/contract/*.ts) with the TypeScript compiler API, so
// it cannot drift from the types the apps and the server compile against.
//
//   node scripts/api-docs.mjs                 write docs/api.md
//   node scripts/api-docs.mjs --check         exit 1 when docs/api.md differs from what it would write
//   node scripts/api-docs.mjs --out <file>    write (or with --check compare) another file
//
// How a request/answer type is tied to a path (the contract has no explicit link):
// 1. Its JSDoc names the path in its first sentence, in the first clause that names any path
//    (`POST account/draw`: ..., `GET account_log/<change|legal>`, `GET x/a` / `b`). Later
//    clauses and parentheses are ignored: they mention other calls in passing.
// 2. An undocumented type belongs to the documented type above it (`TransferAnswer` after
//    `TransferRequest`), also across undocumented constants.
// 3. The path constant's or the entry's JSDoc names the type in backticks (`LegacyAnswer`).
// 4. Name convention: `<Key><Suffix>`, `<Area><Key><Suffix>` (LEVER_PATH.submit →
//    LeverSubmitRequest) or the key without the word that repeats the path's folder
//    (API_PATH.userLogin, 'user/login' → LoginRequest), searched in the constant's own file, or,
//    for a file with no types (paths.ts), in the files that declare no path constant.
// A path none of these reaches is listed with its own documentation only.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';
import { repoRoot } from './lib/run.mjs';

const CONTRACT_DIR = path.join(repoRoot, 'shared', 'src', 'contract');
const DEFAULT_OUT = path.join(repoRoot, 'docs', 'api.md');
/** Contract files that are entry points of their own, not re-exported by index.ts. */
const OWN_ENTRY_FILES = [
  'p2p.ts',
  'ieo.ts',
  'lever.ts',
  'personal.ts',
  'second.ts',
  'uid-transfer.ts',
];
const NAME_SUFFIXES = ['', 'Request', 'Query', 'Answer', 'Entry', 'Row', 'Page', 'Form', 'Data'];

// ---------------------------------------------------------------------------------------------
// Arguments

const parseArgs = (argv) => {
  const options = { check: false, out: DEFAULT_OUT };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--check') options.check = true;
    else if (arg === '--out' && argv[i + 1]) options.out = path.resolve(argv[(i += 1)]);
    else if (arg.startsWith('--out=')) options.out = path.resolve(arg.slice('--out='.length));
    else {
      console.error(
        `Unknown argument: ${arg}\nUsage: node scripts/api-docs.mjs [--check] [--out <file>]`,
      );
      process.exit(2);
    }
  }
  return options;
};

// ---------------------------------------------------------------------------------------------
// The program

const compilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  // No DOM: the contract is plain data types, and the DOM lib triples the start-up time.
  lib: ['lib.es2022.d.ts'],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
};

const loadContract = () => {
  const indexFile = path.join(CONTRACT_DIR, 'index.ts');
  const ownEntries = OWN_ENTRY_FILES.map((name) => path.join(CONTRACT_DIR, name));
  const program = ts.createProgram([indexFile, ...ownEntries], compilerOptions);
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(indexFile);
  if (!index) throw new Error(`Cannot read ${path.relative(repoRoot, indexFile)}`);
  // The contract files in the order index.ts re-exports them.
  const files = index.statements
    .filter((st) => ts.isExportDeclaration(st) && st.moduleSpecifier)
    .map((st) => {
      const file = path.join(CONTRACT_DIR, `${st.moduleSpecifier.text}.ts`);
      const source = program.getSourceFile(file);
      if (!source) throw new Error(`index.ts re-exports ${st.moduleSpecifier.text}, not found`);
      return source;
    });
  for (const file of ownEntries) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${path.relative(repoRoot, file)} not found`);
    files.push(source);
  }
  return { program, checker, files };
};

// ---------------------------------------------------------------------------------------------
// Text helpers

const normalizeSpace = (text) => text.replace(/\s+/g, ' ').trim();

/** A JSDoc comment's text: paragraphs kept, the lines inside one paragraph joined. */
const cleanDoc = (raw) =>
  raw
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trimEnd())
    .join('\n')
    .trim()
    .split(/\n\s*\n/)
    .map(normalizeSpace)
    .filter(Boolean)
    .join('\n\n');

/** Every `/** ... *\/` block before a node, oldest first. */
const docBlocks = (node) => {
  const text = node.getSourceFile().getFullText();
  return (ts.getLeadingCommentRanges(text, node.pos) ?? [])
    .filter((range) => text.startsWith('/**', range.pos) && text[range.pos + 3] !== '/')
    .map((range) => cleanDoc(text.slice(range.pos, range.end)));
};
const ownDoc = (node) => docBlocks(node).at(-1) ?? '';

const symbolDoc = (symbol, checker) =>
  cleanDoc(ts.displayPartsToString(symbol.getDocumentationComment(checker)));

/** A code span that survives backticks inside it. */
const code = (text) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

/** Doc prose for markdown: `<word>` outside code spans would be read as HTML. */
const prose = (text) =>
  text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/<(?=[A-Za-z/!?])/g, '\\<')))
    .join('');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const capitalize = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const camelWords = (text) => text.split(/(?=[A-Z])/).map((word) => word.toLowerCase());

const unwrapExpression = (node) => {
  let current = node;
  while (
    current &&
    (ts.isAsExpression(current) ||
      ts.isSatisfiesExpression(current) ||
      ts.isParenthesizedExpression(current))
  )
    current = current.expression;
  return current;
};

const isExported = (node) =>
  (ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export) !== 0 ||
  (ts.isVariableStatement(node) &&
    node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword));

// ---------------------------------------------------------------------------------------------
// What the contract declares

/**
 * Per file: its exported types (with the doc of the group they belong to), its path constants
 * (`*_PATH`, flattened to entries), `*_BASE` prefixes and topic constants (`TOPIC`, `*_TOPIC`).
 */
const collect = ({ checker, files }) => {
  const modules = [];
  const types = new Map();
  for (const source of files) {
    const name = path.basename(source.fileName);
    const module = { name, source, intro: '', types: [], constants: [], topics: [], bases: {} };
    const statements = source.statements.filter((st) => !ts.isImportDeclaration(st));
    const first = statements[0];
    let carry = '';
    for (const st of statements) {
      const blocks = docBlocks(st);
      let own = blocks.at(-1) ?? '';
      if (st === first) {
        // A file header: every block but the statement's own. In an area file (one with a path
        // constant) whose first statement is not that constant, its only block is the header
        // too: spot.ts documents itself on its first type.
        if (blocks.length > 1) module.intro = blocks.slice(0, -1).join('\n\n');
        else if (blocks.length === 1 && hasPathConstant(source) && !isPathConstant(st)) {
          module.intro = own;
          own = '';
        }
      }
      if ((ts.isTypeAliasDeclaration(st) || ts.isInterfaceDeclaration(st)) && isExported(st)) {
        const symbol = checker.getSymbolAtLocation(st.name);
        const info = {
          name: st.name.text,
          node: st,
          symbol,
          module,
          doc: own,
          groupDoc: own || carry,
        };
        module.types.push(info);
        types.set(info.name, info);
        if (own) carry = own;
        continue;
      }
      if (own) carry = '';
      if (!ts.isVariableStatement(st) || !isExported(st)) continue;
      for (const decl of st.declarationList.declarations) {
        if (!ts.isIdentifier(decl.name)) continue;
        const constName = decl.name.text;
        const init = unwrapExpression(decl.initializer);
        if (/_BASE$/.test(constName) && init && ts.isStringLiteralLike(init)) {
          module.bases[constName.replace(/_BASE$/, '')] = { value: init.text, doc: own };
        } else if (/_PATH$/.test(constName) && init && ts.isObjectLiteralExpression(init)) {
          module.constants.push({ name: constName, doc: own, node: init, module });
        } else if (/(^|_)TOPIC$/.test(constName) && init && ts.isObjectLiteralExpression(init)) {
          module.topics.push({ name: constName, doc: own, node: init, module });
        }
      }
    }
    modules.push(module);
  }
  for (const module of modules) {
    for (const constant of module.constants) {
      const base = module.bases[constant.name.replace(/_PATH$/, '')];
      constant.base = base?.value ?? '';
      if (!constant.doc && base?.doc) constant.doc = base.doc;
      constant.entries = flattenPaths(constant, constant.node, [], '');
    }
  }
  return { modules, types };
};

function hasPathConstant(source) {
  return source.statements.some(isPathConstant);
}

function isPathConstant(st) {
  return (
    ts.isVariableStatement(st) &&
    st.declarationList.declarations.some(
      (decl) => ts.isIdentifier(decl.name) && /_PATH$/.test(decl.name.text),
    )
  );
}

const propertyKey = (property) =>
  ts.isIdentifier(property.name) || ts.isStringLiteralLike(property.name)
    ? property.name.text
    : property.name.getText();

/** `ASSETS_PATH.accountLog.change = 'account_log/change'` → one entry per string. */
function flattenPaths(constant, object, keys, parentDoc) {
  const entries = [];
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property)) continue;
    const key = propertyKey(property);
    const doc = ownDoc(property);
    const init = unwrapExpression(property.initializer);
    if (ts.isStringLiteralLike(init)) {
      entries.push({
        constant,
        keys: [...keys, key],
        ref: `${constant.name}.${[...keys, key].join('.')}`,
        value: init.text,
        full: constant.base + init.text,
        doc: [parentDoc, doc].filter(Boolean).join('\n\n'),
        types: [],
        methods: new Set(),
      });
    } else if (ts.isObjectLiteralExpression(init)) {
      entries.push(
        ...flattenPaths(constant, init, [...keys, key], [parentDoc, doc].filter(Boolean).join(' ')),
      );
    }
  }
  return entries;
}

// ---------------------------------------------------------------------------------------------
// Tying types to paths

/**
 * The clauses of a doc's first sentence, split at `:` and `;` outside code spans, with the text
 * inside parentheses and braces (outside code spans) blanked out.
 */
const firstSentenceClauses = (doc) => {
  const clauses = [];
  let current = '';
  let depth = 0;
  let inCode = false;
  for (let i = 0; i < doc.length; i += 1) {
    const c = doc[i];
    if (c === '`') {
      inCode = !inCode;
      current += c;
      continue;
    }
    if (!inCode) {
      if (c === '(' || c === '{') {
        depth += 1;
        current += ' ';
        continue;
      }
      if ((c === ')' || c === '}') && depth > 0) {
        depth -= 1;
        current += ' ';
        continue;
      }
      if (depth > 0) {
        current += ' ';
        continue;
      }
      if (c === ':' || c === ';') {
        clauses.push(current);
        current = '';
        continue;
      }
      if (c === '.' && (i + 1 === doc.length || /\s/.test(doc[i + 1]))) break;
    }
    current += c;
  }
  clauses.push(current);
  return clauses;
};

const mentionPattern = (value) =>
  new RegExp(`(?<![\\w/])(?:/?api/)?${escapeRegExp(value)}(?![\\w/])`);

/** The path entries a clause names (`prefix/<a|b>` expanded, `` `x/a` / `b` `` completed). */
const mentionsIn = (clause, entries) => {
  const text = clause.replace(/([\w/]+)\/<([\w|]+)>/g, (_, prefix, alternatives) =>
    alternatives
      .split('|')
      .map((alternative) => `${prefix}/${alternative}`)
      .join(' '),
  );
  const found = new Set(
    entries.filter(
      (entry) =>
        mentionPattern(entry.full).test(text) ||
        (entry.full !== entry.value && mentionPattern(entry.value).test(text)),
    ),
  );
  // `GET storage_currency/lock_list` / `current_setting`: a bare last segment in a later code
  // span takes the folder of the path named before it.
  const spans = [...text.matchAll(/`(?:GET |POST )?([^`\s]+)[^`]*`/g)].map((m) => m[1]);
  let folder = '';
  for (const span of spans) {
    if (span.includes('/')) folder = span.slice(0, span.lastIndexOf('/') + 1);
    else if (folder) {
      const entry = entries.find((candidate) => candidate.full === folder + span);
      if (entry) found.add(entry);
    }
  }
  return found;
};

/** `prefix/<a|b>` → ['prefix/a', 'prefix/b']. */
const expandAlternatives = (token) => {
  const match = token.match(/^(.*\/)<([\w|]+)>$/);
  return match ? match[2].split('|').map((alternative) => match[1] + alternative) : [token];
};

/**
 * Paths a doc gives a method in a code span: `GET x/a { ... }`, `GET x/<a|b>`, and the spans
 * chained to it with " / " (`GET x/a` / `x/b` / `c`, a bare name taking the folder before it).
 */
const methodSpans = (doc) => {
  const found = [];
  let method = null;
  let folder = '';
  let previousEnd = -1;
  for (const match of doc.matchAll(/`([^`]*)`/g)) {
    const body = match[1].trim();
    const head = body.match(/^(GET|POST)\s+(\S+)/);
    const chained = previousEnd >= 0 && /^\s*\/\s*$/.test(doc.slice(previousEnd, match.index));
    previousEnd = match.index + match[0].length;
    let token;
    if (head) [, method, token] = head;
    else if (method && chained) token = body.split(/\s/)[0];
    else {
      method = null;
      continue;
    }
    token = token.replace(/[?{].*$/, '').replace(/^\/?api\//, '');
    for (const candidate of expandAlternatives(token)) {
      const full = candidate.includes('/') ? candidate : folder + candidate;
      found.push({ method, path: full });
      folder = full.slice(0, full.lastIndexOf('/') + 1);
    }
  }
  return found;
};

/** The address service's own forms: `Name (GET or POST)`, `Name (POST)`, `Name: POST`. */
const METHOD_PATTERNS = (value) => [
  new RegExp(`(?<![\\w/])${escapeRegExp(value)}\\s*\\((GET|POST)(?: or (GET|POST))?\\)`, 'g'),
  new RegExp(`(?<![\\w/])${escapeRegExp(value)}:\\s*(GET|POST)\\b`, 'g'),
];

const link = ({ modules, types }) => {
  const entries = modules.flatMap((module) => module.constants.flatMap((c) => c.entries));
  const allTypes = [...types.values()];
  const attach = (entry, type) => {
    if (!entry.types.includes(type)) entry.types.push(type);
  };

  // 1 and 2: the type's (or its group's) first sentence names the path.
  for (const type of allTypes) {
    for (const clause of firstSentenceClauses(type.groupDoc)) {
      const found = mentionsIn(clause, entries);
      if (found.size === 0) continue;
      for (const entry of found) attach(entry, type);
      break;
    }
  }

  // 3: the constant's or the entry's doc names the type.
  for (const entry of entries) {
    for (const doc of [entry.constant.doc, entry.doc]) {
      for (const [, name] of doc.matchAll(/`([A-Z]\w*)`/g)) {
        if (types.has(name)) attach(entry, types.get(name));
      }
    }
  }

  // 4: name convention.
  const sharedTypes = modules
    .filter((module) => module.constants.length === 0)
    .flatMap((module) => module.types);
  for (const entry of entries) {
    const module = entry.constant.module;
    const scope = module.types.length > 0 ? module.types : sharedTypes;
    const key = entry.keys.map(capitalize).join('');
    const area = capitalize(entry.constant.name.replace(/_PATH$/, '').toLowerCase());
    const bases = new Set([key, area + key]);
    const words = camelWords(entry.keys.at(-1));
    const folder = entry.value.split('/')[0].toLowerCase();
    if (words.length > 1 && words[0] === folder) bases.add(words.slice(1).map(capitalize).join(''));
    const names = new Set(
      [...bases].flatMap((base) => NAME_SUFFIXES.map((suffix) => base + suffix)),
    );
    for (const type of scope) if (names.has(type.name)) attach(entry, type);
  }

  // The HTTP method, where a doc says it.
  const docs = [
    ...allTypes.map((type) => type.doc),
    ...entries.flatMap((entry) => [entry.constant.doc, entry.doc]),
  ];
  const byPath = new Map(entries.map((entry) => [entry.full, entry]));
  for (const doc of docs) {
    for (const { method, path: full } of methodSpans(doc)) byPath.get(full)?.methods.add(method);
  }
  for (const entry of entries) {
    const patterns = METHOD_PATTERNS(entry.value);
    for (const doc of docs) {
      for (const pattern of patterns) {
        for (const match of doc.matchAll(pattern)) {
          for (const method of match.slice(1)) if (method) entry.methods.add(method);
        }
      }
    }
  }

  // Requests first, then answers and the rest, each in source order.
  const rank = (type) => (/(Request|Query|Form|Data)$/.test(type.name) ? 0 : 1);
  for (const entry of entries) {
    entry.types.sort(
      (a, b) =>
        rank(a) - rank(b) ||
        modules.indexOf(a.module) - modules.indexOf(b.module) ||
        a.node.pos - b.node.pos,
    );
  }
  return entries;
};

// ---------------------------------------------------------------------------------------------
// Rendering types

const typeText = (node) =>
  normalizeSpace(node.getText())
    .replace(/;\s*}/g, ' }')
    .replace(/,\s*>/g, '>')
    .replace(/<\s+/g, '<')
    .replace(/\s+>/g, '>');

const fieldType = (prop, checker) => {
  const decl = prop.valueDeclaration ?? prop.declarations?.[0];
  const owner = decl && ts.findAncestor(decl, ts.isTypeAliasDeclaration);
  const generic = owner?.typeParameters?.length > 0;
  if (
    decl &&
    (ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl)) &&
    decl.type &&
    !generic
  )
    return typeText(decl.type);
  let text = checker.typeToString(
    checker.getTypeOfSymbol(prop),
    undefined,
    ts.TypeFormatFlags.NoTruncation,
  );
  if (prop.flags & ts.SymbolFlags.Optional) text = text.replace(/ \| undefined$/, '');
  return text;
};

/**
 * The values of `(typeof LIST)[number]`, `keyof typeof MAP` or `(typeof MAP)[keyof typeof MAP]`
 * in the order the constant declares them (a union's own order is the checker's).
 */
const spelledValues = (typeNode, declared, checker) => {
  const text = (type) => checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  let query = null;
  const find = (node) => {
    if (!query && ts.isTypeQueryNode(node)) query = node;
    else ts.forEachChild(node, find);
  };
  find(typeNode);
  const constant = query && checker.getSymbolAtLocation(query.exprName);
  const constantType = constant && checker.getTypeOfSymbol(constant);
  let values = null;
  if (constantType && checker.isTupleType(constantType) && /\[number\]$/.test(typeNode.getText())) {
    values = checker.getTypeArguments(constantType).map(text);
  } else if (constantType && /^keyof typeof \w+$/.test(typeNode.getText())) {
    values = checker.getPropertiesOfType(constantType).map((p) => `'${p.getName()}'`);
  } else if (constantType && /\[keyof typeof \w+\]$/.test(typeNode.getText())) {
    values = checker.getPropertiesOfType(constantType).map((p) => text(checker.getTypeOfSymbol(p)));
  }
  if (!values) values = declared.isUnion() ? declared.types.map(text) : [text(declared)];
  return [...new Set(values)].join(' | ').replace(/"/g, "'");
};

/** Object-like types as field lists, other aliases as their definition. */
const renderFields = (type, checker) => {
  const declared = checker.getDeclaredTypeOfSymbol(type.symbol);
  const node = type.node;
  const lines = [];
  const isTypeLiteral =
    ts.isInterfaceDeclaration(node) || (node.type && ts.isTypeLiteralNode(node.type));
  const generics = node.typeParameters?.length
    ? `<${node.typeParameters.map((p) => p.getText()).join(', ')}>`
    : '';
  const primitiveOrUnion =
    declared.flags & (ts.TypeFlags.Union | ts.TypeFlags.Primitive | ts.TypeFlags.Literal);
  if (!isTypeLiteral) {
    const definition = typeText(node.type);
    lines.push(code(`type ${type.name}${generics} = ${definition}`));
    // `(typeof KEYS)[number]` says little: spell out the values.
    if (primitiveOrUnion && /\btypeof\b/.test(definition)) {
      lines.push('', `Values: ${code(spelledValues(node.type, declared, checker))}`);
    }
    lines.push('');
  }
  const properties = primitiveOrUnion ? [] : checker.getPropertiesOfType(declared);
  if (properties.length === 0 && !isTypeLiteral) return lines;
  for (const prop of properties) {
    const optional = prop.flags & ts.SymbolFlags.Optional ? '?' : '';
    const doc = symbolDoc(prop, checker);
    lines.push(
      `- ${code(prop.getName() + optional)}: ${code(fieldType(prop, checker))}${doc ? ` — ${prose(normalizeSpace(doc))}` : ''}`,
    );
  }
  for (const info of checker.getIndexInfosOfType(declared)) {
    lines.push(
      `- ${code(`[key: ${checker.typeToString(info.keyType)}]`)}: ${code(checker.typeToString(info.type))}`,
    );
  }
  return lines;
};

/** The named contract types a type's declaration refers to. */
const referencedTypes = (type, types) => {
  const found = new Set();
  const visit = (node) => {
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
      const target = types.get(node.typeName.text);
      if (target && target !== type) found.add(target);
    }
    ts.forEachChild(node, visit);
  };
  if (ts.isInterfaceDeclaration(type.node)) ts.forEachChild(type.node, visit);
  else visit(type.node.type);
  return [...found];
};

// ---------------------------------------------------------------------------------------------
// The document

const relativeFile = (module) => `shared/src/contract/${module.name}`;

const render = ({ checker, modules, types, entries }) => {
  const out = [];
  const printed = new Map();
  const push = (...lines) => out.push(...lines);

  /** A type in full the first time, then a pointer to where it was listed. */
  const typeBlock = (type, where) => {
    if (printed.has(type)) {
      push(
        `- ${code(type.name)} (${type.module.name}): fields as under ${printed.get(type)} above.`,
      );
      return;
    }
    printed.set(type, where);
    const doc = type.doc ? ` — ${prose(type.doc.replace(/\n\n/g, ' '))}` : '';
    push('', `**${code(type.name)}** (${type.module.name})${doc}`, '');
    const fields = renderFields(type, checker);
    if (fields.length) push(...fields, '');
  };

  const requireType = (name) => {
    const type = types.get(name);
    if (!type)
      throw new Error(`The contract no longer declares ${name}: update scripts/api-docs.mjs`);
    return type;
  };
  const requireConstant = (name) => {
    for (const module of modules) {
      for (const st of module.source.statements) {
        if (!ts.isVariableStatement(st)) continue;
        for (const decl of st.declarationList.declarations) {
          if (ts.isIdentifier(decl.name) && decl.name.text === name)
            return unwrapExpression(decl.initializer);
        }
      }
    }
    throw new Error(`The contract no longer declares ${name}: update scripts/api-docs.mjs`);
  };

  // Intro --------------------------------------------------------------------------------------
  const codes = requireConstant('API_CODE')
    .properties.filter(ts.isPropertyAssignment)
    .map((p) => ({ value: p.initializer.getText(), label: camelWords(propertyKey(p)).join(' ') }))
    .sort((a, b) =>
      a.value === '1' ? -1 : b.value === '1' ? 1 : Number(a.value) - Number(b.value),
    );
  const decimal = requireType('DecimalString');
  const example =
    entries.find((entry) => entry.value === 'account/draw' && entry.methods.size === 1) ??
    entries.find((entry) => entry.methods.size === 1 && !entry.constant.base);
  push(
    '_Generated by `node scripts/api-docs.mjs` from `shared/src/contract/*.ts`: do not edit by hand. Change the contract, then run `pnpm docs:api` (`node scripts/api-docs.mjs --check` fails while this file is stale)._',
    '',
    '# Exchange API',
    '',
    'Every HTTP call of the product and every topic of the live channel, with the fields of the request and answer types the front end and the server share.',
    '',
    '## Conventions',
    '',
    `- **Paths** are relative to \`/api/\`${example ? `: ${code(example.full)} is ${code(`${[...example.methods][0]} /api/${example.full}`)}` : ''}. \`GET\` parameters go in the query string, \`POST\` bodies as JSON (uploads as multipart).`,
    '- **Headers**: the raw login token in `Authorization` (no `Bearer` prefix; left out when signed out), the page language in `lang` (e.g. `en`, `de`); refusals come back translated into it.',
    `- **Envelope**: every answer is \`{ code, msg, data }\` (${code('Envelope<T>')}) unless its call says otherwise. \`code\`: ${codes.map((c) => `${c.value} ${c.label}`).join(', ')}. \`msg\` is the (translated) message, \`data\` the answer type listed with the call.`,
    `- **Numbers** (${code('DecimalString')}): ${prose(decimal.doc)} Answers carry amounts, prices and rates as strings such as \`"0.015"\`; some requests also accept numbers (see each call).`,
    `- **Pages**: paged lists answer ${code('Paged<T>')}: ${renderFields(
      requireType('Paged'),
      checker,
    )
      .filter((line) => line.startsWith('- '))
      .map((line) => line.slice(2).replace(/: `.*$/, ''))
      .join(', ')}.`,
    '- **Methods** are shown where the contract documents them; a path listed without one has no documented method.',
    '',
  );
  const envelope = requireType('Envelope');
  typeBlock(envelope, 'Conventions');
  typeBlock(requireType('Paged'), 'Conventions');

  // HTTP calls ---------------------------------------------------------------------------------
  push('## HTTP calls', '');
  for (const module of modules.filter((m) => m.constants.length > 0)) {
    push(`### ${module.name.replace(/\.ts$/, '')} (${code(relativeFile(module))})`, '');
    if (module.intro) push(prose(module.intro), '');
    for (const constant of module.constants) {
      const base = constant.base ? ` (under ${code(`/api/${constant.base}`)})` : '';
      push(`#### ${code(constant.name)}${base}`, '');
      if (constant.doc) push(prose(constant.doc), '');
      for (const entry of constant.entries) {
        const method = [...entry.methods].sort().join(' or ');
        const title = method ? `${method} ${entry.full}` : entry.full;
        push(`##### ${code(title)}`, '');
        push(
          `${code(entry.ref)}${entry.doc ? ` — ${prose(entry.doc.replace(/\n\n/g, ' '))}` : ''}`,
          '',
        );
        if (entry.types.length === 0) {
          push('_No request or answer type is tied to this path in the contract._', '');
          continue;
        }
        for (const type of entry.types) typeBlock(type, code(entry.full));
      }
    }
  }

  // Live channel -------------------------------------------------------------------------------
  const clientFrame = requireType('ClientFrame');
  const controlAnswer = requireType('ControlAnswer');
  const pushType = requireType('PushType');
  const pushEnvelope = requireType('Push');
  push('## Live channel', '');
  push(
    `A WebSocket. ${prose(clientFrame.doc)} Server frames are JSON: answers to control frames (${code('ControlAnswer')}) and pushes (${code('Push')}, ${code('type')} one of the push types below).`,
    '',
    '### Client frames',
    '',
  );
  const frameMembers = ts.isUnionTypeNode(clientFrame.node.type)
    ? clientFrame.node.type.types
    : [clientFrame.node.type];
  for (const member of frameMembers) push(`- ${code(typeText(member))}`);
  push('', '### Server frames', '');
  printed.set(clientFrame, 'Client frames');
  typeBlock(controlAnswer, 'Server frames');
  typeBlock(pushEnvelope, 'Server frames');

  push('### Topics', '');
  for (const module of modules) {
    for (const topic of module.topics) {
      if (topic.doc) push(prose(topic.doc), '');
      for (const property of topic.node.properties.filter(ts.isPropertyAssignment)) {
        const init = unwrapExpression(property.initializer);
        let value;
        if (ts.isStringLiteralLike(init)) value = init.text;
        else if (ts.isArrowFunction(init) && ts.isTemplateExpression(init.body)) {
          value =
            init.body.head.text +
            init.body.templateSpans
              .map((s) => `<${s.expression.getText()}>${s.literal.text}`)
              .join('');
        } else value = typeText(init);
        push(
          `- ${code(value)} — ${code(`${topic.name}.${propertyKey(property)}`)} (${module.name})`,
        );
      }
      push('');
    }
  }

  push('### Pushes', '');
  const literalOf = (node) =>
    node && ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)
      ? node.literal.text
      : null;
  const pushMembers = ts.isUnionTypeNode(pushType.node.type)
    ? pushType.node.type.types
    : [pushType.node.type];
  printed.set(pushType, 'Pushes');
  for (const member of pushMembers) {
    const name = literalOf(member);
    if (!name) continue;
    push(`#### ${code(name)}`, '');
    const payloads = [...types.values()].filter((type) => {
      if (!type.node.type || !ts.isTypeLiteralNode(type.node.type)) return false;
      const typeField = type.node.type.members.find(
        (m) => ts.isPropertySignature(m) && m.name.getText() === 'type',
      );
      return literalOf(typeField?.type) === name;
    });
    if (payloads.length === 0) push('_No payload type in the contract._', '');
    for (const payload of payloads) typeBlock(payload, code(name));
  }

  // Referenced and other types -----------------------------------------------------------------
  const referenced = [];
  const queue = [...printed.keys()];
  const seen = new Set(queue);
  while (queue.length) {
    for (const target of referencedTypes(queue.shift(), types)) {
      if (seen.has(target)) continue;
      seen.add(target);
      referenced.push(target);
      queue.push(target);
    }
  }
  const order = (a, b) =>
    modules.indexOf(a.module) - modules.indexOf(b.module) || a.node.pos - b.node.pos;
  push(
    '## Referenced types',
    '',
    'Contract types used in the fields above, and the types they use in turn.',
    '',
  );
  for (const type of referenced.sort(order)) typeBlock(type, 'Referenced types');

  const skipped = new Set(['PushBody']);
  const others = [...types.values()].filter(
    (type) => !printed.has(type) && !skipped.has(type.name),
  );
  push(
    '## Other contract types',
    '',
    'Types of the contract that no path or push above is tied to (answers the name and doc conventions do not reach, and the files outside `/api/`, such as the operator manifest).',
    '',
  );
  let lastModule = null;
  for (const type of others.sort(order)) {
    if (type.module !== lastModule) {
      push(`### ${code(relativeFile(type.module))}`, '');
      if (type.module.intro && type.module.constants.length === 0)
        push(prose(type.module.intro), '');
      lastModule = type.module;
    }
    typeBlock(type, code(relativeFile(type.module)));
  }

  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
};

// ---------------------------------------------------------------------------------------------

const generate = async () => {
  const contract = loadContract();
  const { modules, types } = collect(contract);
  const entries = link({ modules, types });
  const markdown = render({ checker: contract.checker, modules, types, entries });
  const config = (await prettier.resolveConfig(DEFAULT_OUT)) ?? {};
  return prettier.format(markdown, { ...config, parser: 'markdown' });
};

const main = async () => {
  const options = parseArgs(process.argv.slice(2));
  const text = await generate();
  const relative = path.relative(repoRoot, options.out);
  const where = relative.startsWith('..') || path.isAbsolute(relative) ? options.out : relative;
  if (options.check) {
    const current = fs.existsSync(options.out) ? fs.readFileSync(options.out, 'utf8') : null;
    if (current === text) {
      console.log(`${where} is up to date.`);
      return;
    }
    console.error(
      `${where} is stale: it ${current === null ? 'does not exist' : 'differs from the contract'}. Run \`pnpm docs:api\` and commit the result.`,
    );
    process.exit(1);
  }
  fs.mkdirSync(path.dirname(options.out), { recursive: true });
  fs.writeFileSync(options.out, text);
  console.log(`Wrote ${where}.`);
};

await main();

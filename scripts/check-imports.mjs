#!/usr/bin/env node
// One-way imports between the rooms of the repository (docs/rooms.md):
//
//   common/   → common
//   local/    → common, local
//   src/      → common, local, src, locales (the Lingui catalogs), and `import type` from workers/**/api.ts
//   workers/  → common, local, workers
//   server/   → common, server
//
// and common/, local/ and workers/ import no React package (react, react-dom, @headlessui/react, …):
// the UI lives in src/ only. The browser's rooms (src/, local/, workers/) import the contracts
// (common/contracts/**: TypeBox schemas for the server) as types only, so TypeBox never reaches
// the console's bundle (docs/contracts.md).
//
// Every .ts/.tsx file under those folders is parsed (rolldown's parser, already a dependency through
// Vite); each relative specifier of a static `import … from`, `export … from`, dynamic `import('…')`,
// `typeof import('…')` and `vi.mock('…')` is resolved to the room it lands in. Bare specifiers
// (packages) are checked only against the React rule. `new URL('../workers/…', import.meta.url)` (how a worker is built) is
// not an import. Prints `file:line: …` for each offence and exits 1. tests/ is exempt.
//
//   node scripts/check-imports.mjs          check the repository
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseAst } from 'rolldown/parseAst';

export const ROOMS = ['common', 'local', 'src', 'workers', 'server'];

/**
 * Which folders each room may import from (values and types alike). A target outside these (another
 * room, public/, package.json, a path out of the repository) is an offence.
 */
export const ALLOWED = {
  common: ['common'],
  local: ['common', 'local'],
  src: ['common', 'local', 'src', 'locales'],
  workers: ['common', 'local', 'workers'],
  server: ['common', 'server'],
};

/** Rooms that must stay free of React (a package named react, or a react segment: react-dom, @lingui/react, …). */
const NO_REACT = ['common', 'local', 'workers'];
const REACT_PACKAGE = /(^|[/@-])react($|[/-])/;

/** Rooms that run in the browser: they see the request/response contracts as types only. */
const BROWSER_ROOMS = ['src', 'local', 'workers'];
const CONTRACTS = /^common\/contracts\//;
const CONTRACTS_RULE = 'the browser imports common/contracts/** as `import type` only (its schemas are the server\'s; values live in common/ beside them)';

/** The one exception: the console may see the workers' comlink contracts, as types only. */
const WORKER_API = /^workers\/(?:.+\/)?api(?:\.ts)?$/;

const RULE_TEXT = {
  common: 'common/ imports only common/ (pure TypeScript shared by browser and server)',
  local: 'local/ imports only common/ and local/ (no React, no src/, no workers/)',
  src: 'src/ imports common/, local/, src/, locales/, and from workers/ only `import type` of workers/**/api.ts',
  workers: 'workers/ imports only common/, local/ and workers/ (never src/)',
  server: 'server/ imports only common/ and server/',
};

/** The room of a path relative to the repository root ('' outside every room). */
export function roomOf(relativePath) {
  const first = topFolderOf(relativePath);
  return ROOMS.includes(first) ? first : '';
}

/** The first segment of a path relative to the repository root ('..' when it leaves the repository). */
export function topFolderOf(relativePath) {
  return relativePath.split(/[\\/]/)[0];
}

/** `import { type A, type B } from …`: every binding is a type, so the import is erased. */
const allSpecifiersAreTypes = (specifiers, kindKey) =>
  specifiers.length > 0 && specifiers.every((specifier) => specifier[kindKey] === 'type');

/**
 * The imports of one source file: `{specifier, line, typeOnly}`; `typeOnly` when the import is erased
 * from the built code (`import type`, `export type`, every named binding `type`, `typeof import()`).
 */
export function findImports(source, fileName = 'file.tsx') {
  const lang = fileName.endsWith('.tsx') ? 'tsx' : fileName.endsWith('.ts') ? 'ts' : 'js';
  const program = parseAst(source, { lang, sourceType: 'module' }, fileName);
  const lineStarts = [0];
  for (let index = source.indexOf('\n'); index !== -1; index = source.indexOf('\n', index + 1)) {
    lineStarts.push(index + 1);
  }
  const lineOf = (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  const found = [];
  const add = (literal, node, typeOnly) => {
    if (literal && typeof literal.value === 'string') {
      found.push({ specifier: literal.value, line: lineOf(node.start), typeOnly });
    }
  };
  const visit = (node) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    switch (node.type) {
      case 'ImportDeclaration':
        add(
          node.source,
          node,
          node.importKind === 'type' || allSpecifiersAreTypes(node.specifiers ?? [], 'importKind'),
        );
        return;
      case 'ExportNamedDeclaration':
        if (node.source) {
          add(node.source, node, node.exportKind === 'type' || allSpecifiersAreTypes(node.specifiers ?? [], 'exportKind'));
          return;
        }
        break;
      case 'ExportAllDeclaration':
        add(node.source, node, node.exportKind === 'type');
        return;
      case 'ImportExpression':
        if (node.source?.type === 'Literal') add(node.source, node, false);
        break;
      case 'TSImportType': {
        // `typeof import('…')`: the argument is a literal type (its shape varies between parsers).
        const argument = node.source ?? node.argument?.literal ?? node.argument;
        add(argument, node, true);
        break;
      }
      case 'CallExpression': {
        // vi.mock('…') / vi.importActual('…') name a module as surely as an import does.
        const callee = node.callee;
        if (
          callee?.type === 'MemberExpression' &&
          callee.object?.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          ['mock', 'doMock', 'importActual', 'importMock'].includes(callee.property?.name) &&
          node.arguments?.[0]?.type === 'Literal'
        ) {
          add(node.arguments[0], node, false);
        }
        break;
      }
    }
    for (const key of Object.keys(node)) {
      if (key === 'parent' || key === 'start' || key === 'end' || key === 'range') continue;
      const value = node[key];
      if (value && typeof value === 'object') visit(value);
    }
  };
  visit(program.body);
  return found;
}

/** Where a specifier lands, relative to the repository root (null for a package). */
export function resolveSpecifier(fromFile, specifier) {
  const bare = specifier.split('?')[0];
  if (bare.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), bare));
  if (bare.startsWith('/')) return path.posix.normalize(bare.slice(1));
  return null;
}

/**
 * The offences of one file. `file` is relative to the repository root, with forward slashes.
 * Returns `{file, line, specifier, target, rule}` for each import that crosses the rooms the wrong way.
 */
export function checkSource(file, source) {
  const from = roomOf(file);
  if (!from) return [];
  const offences = [];
  for (const { specifier, line, typeOnly } of findImports(source, file)) {
    const target = resolveSpecifier(file, specifier);
    if (target === null) {
      if (NO_REACT.includes(from) && REACT_PACKAGE.test(specifier)) {
        offences.push({ file, line, specifier, target: 'package', rule: `${from}/ imports no React package: the UI lives in src/` });
      }
      continue;
    }
    const to = topFolderOf(target);
    if (BROWSER_ROOMS.includes(from) && CONTRACTS.test(target) && !typeOnly) {
      offences.push({ file, line, specifier, target, rule: CONTRACTS_RULE });
      continue;
    }
    if (ALLOWED[from].includes(to)) continue;
    if (from === 'src' && to === 'workers' && typeOnly && WORKER_API.test(target)) continue;
    offences.push({ file, line, specifier, target, rule: RULE_TEXT[from] });
  }
  return offences;
}

function* sourceFiles(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules') continue;
      yield* sourceFiles(full);
    } else if (/\.(ts|tsx|mts|cts)$/.test(entry.name)) {
      yield full;
    }
  }
}

/** Every offence under `root` (the repository). */
export function checkRepository(root) {
  const offences = [];
  for (const room of ROOMS) {
    let files;
    try {
      files = [...sourceFiles(path.join(root, room))];
    } catch (error) {
      if (error.code === 'ENOENT') continue;
      throw error;
    }
    for (const full of files.sort()) {
      const file = path.relative(root, full).split(path.sep).join('/');
      offences.push(...checkSource(file, readFileSync(full, 'utf8')));
    }
  }
  return offences;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const offences = checkRepository(root);
  for (const { file, line, specifier, target, rule } of offences) {
    console.error(`${file}:${line}: imports '${specifier}' (${target}): ${rule}`);
  }
  if (offences.length > 0) {
    console.error(`\n${offences.length} import(s) cross the rooms the wrong way (docs/rooms.md).`);
    process.exit(1);
  }
  console.log('check-imports: every import goes the right way between common, local, src, workers and server.');
}

// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkRepository, checkSource, findImports } from './check-imports.mjs';

const offences = (file, source) => checkSource(file, source).map(({ line, target }) => `${line}:${target}`);

describe('findImports', () => {
  it('finds static, re-exported, dynamic, typeof and vi.mock imports with their lines', () => {
    const source = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "import D, { E } from './d';",
      "export * from './e';",
      "export type { F } from './f';",
      "const g = await import('./g');",
      "type H = typeof import('./h');",
      "vi.mock('./i');",
      "const worker = new URL('./j', import.meta.url);",
      "import {",
      "  K,",
      "} from 'k-package';",
    ].join('\n');
    expect(findImports(source, 'x.ts')).toEqual([
      { specifier: './a', line: 1, typeOnly: true },
      { specifier: './b', line: 2, typeOnly: true },
      { specifier: './d', line: 3, typeOnly: false },
      { specifier: './e', line: 4, typeOnly: false },
      { specifier: './f', line: 5, typeOnly: true },
      { specifier: './g', line: 6, typeOnly: false },
      { specifier: './h', line: 7, typeOnly: true },
      { specifier: './i', line: 8, typeOnly: false },
      { specifier: 'k-package', line: 10, typeOnly: false },
    ]);
  });

  it('parses JSX and counts lines after non-ASCII text', () => {
    const source = "const label = '會話';\nconst view = <p>{label}</p>;\nimport { x } from '../../workers/sync/engine';\n";
    expect(findImports(source, 'src/a/View.tsx')).toEqual([{ specifier: '../../workers/sync/engine', line: 3, typeOnly: false }]);
  });
});

describe('checkSource', () => {
  it('lets each room import what it may', () => {
    expect(offences('common/a.ts', "import { b } from './b';\nimport { z } from 'zod';")).toEqual([]);
    expect(offences('local/stores/a.ts', "import { db } from '../db';\nimport { c } from '../../common/c';\nimport Dexie from 'dexie';")).toEqual([]);
    expect(offences('src/inbox/a.tsx', "import { db } from '../../local/db';\nimport { c } from '../../common/c';\nimport { b } from '../b';")).toEqual([]);
    expect(offences('src/i18n/catalogs.ts', "import messages from '../../locales/en-US/messages.po';")).toEqual([]);
    expect(offences('workers/sync/a.ts', "import { db } from '../../local/db';\nimport { c } from '../../common/c';\nimport { b } from './b';")).toEqual([]);
    expect(offences('server/a/b.ts', "import { c } from '../../common/c';\nimport { d } from '../d';")).toEqual([]);
  });

  it('refuses imports that cross the rooms the wrong way, with the line', () => {
    expect(offences('workers/sync/engine.ts', "import { a } from './a';\nimport { db } from '../../src/data/db';")).toEqual(['2:src/data/db']);
    expect(offences('local/queries.ts', "import { x } from '../src/x';\nimport type { SyncApi } from '../workers/sync/api';")).toEqual([
      '1:src/x', '2:workers/sync/api',
    ]);
    expect(offences('common/a.ts', "import { db } from '../local/db';")).toEqual(['1:local/db']);
    expect(offences('server/a.ts', "import { db } from '../local/db';\nimport { x } from '../src/x';")).toEqual(['1:local/db', '2:src/x']);
    expect(offences('workers/sync/a.ts', "import messages from '../../locales/en-US/messages.po';")).toEqual(['1:locales/en-US/messages.po']);
    expect(offences('src/a.ts', "import pkg from '../package.json';\nimport { x } from '../../elsewhere/x';")).toEqual([
      '1:package.json', '2:../elsewhere/x',
    ]);
  });

  it('lets src/ see the workers only through import type of an api.ts', () => {
    expect(offences('src/data/sync-client.ts', [
      "import type { SyncApi } from '../../workers/sync/api';",
      "import { type UploadOutcome } from '../../workers/uploads/api';",
      "type Engine = typeof import('../../workers/sync/api');",
      "const url = new URL('../../workers/sync/shared.worker.ts', import.meta.url);",
    ].join('\n'))).toEqual([]);
    expect(offences('src/a/b.ts', [
      "import { META_SESSION } from '../../workers/sync/api';",
      "import type { SyncEngine } from '../../workers/sync/engine';",
      "export * from '../../workers/sync/api';",
      "const m = () => import('../../workers/sync/api');",
      "vi.mock('../../workers/sync/store-kept');",
    ].join('\n'))).toEqual([
      '1:workers/sync/api', '2:workers/sync/engine', '3:workers/sync/api', '4:workers/sync/api', '5:workers/sync/store-kept',
    ]);
  });

  it('keeps React out of common/, local/ and workers/', () => {
    for (const file of ['common/a.ts', 'local/a.ts', 'workers/a.ts']) {
      expect(offences(file, "import { useState } from 'react';\nimport { Dialog } from '@headlessui/react';\nimport { useLiveQuery } from 'dexie-react-hooks';")).toEqual([
        '1:package', '2:package', '3:package',
      ]);
    }
    expect(offences('local/a.ts', "import { Dexie } from 'dexie';\nimport { t } from '@lingui/core/macro';")).toEqual([]);
    expect(offences('src/a.tsx', "import { useState } from 'react';")).toEqual([]);
  });

  it('lets the browser see the contracts as types only; the server and common/ take their schemas', () => {
    for (const file of ['src/a/b.ts', 'local/a/b.ts', 'workers/a/b.ts']) {
      expect(offences(file, [
        "import type { Note } from '../../common/contracts/notes-tags';",
        "import { type Customer } from '../../common/contracts/customers';",
        "import { NOTE_MAX_LENGTH } from '../../common/notes-tags';",
      ].join('\n'))).toEqual([]);
      expect(offences(file, "import { NoteRoutes } from '../../common/contracts/notes-tags';")).toEqual(['1:common/contracts/notes-tags']);
    }
    expect(offences('server/notes/routes.ts', "import { NoteRoutes } from '../../common/contracts/notes-tags';")).toEqual([]);
    expect(offences('common/contracts/inbox.ts', "import { Id } from './base';")).toEqual([]);
  });

  it('does not check files outside the rooms (tests/ is exempt)', () => {
    expect(offences('tests/e2e/a.spec.ts', "import { db } from '../../src/data/db';")).toEqual([]);
  });
});

describe('the repository', () => {
  it('has no import crossing the rooms the wrong way', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    expect(checkRepository(root)).toEqual([]);
  });
});

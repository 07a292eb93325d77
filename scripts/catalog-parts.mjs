// The parts the console's catalog is loaded in (docs/console.md "Loading"). locales/*/messages.po stays
// the one catalog translators, `lingui extract` and `npm run i18n:check` work on; the build splits it
// by where each message is written (its `#:` origins):
//
//   public   the messages of the modules a page without a session runs: the start-up chunk
//            (src/main.tsx and what it imports) and the public pages of src/routes.tsx below, with
//            everything they import, statically or with import();
//   console  every other message, loaded with the authenticated routes (their route loader).
//
// The lazy imports of src/routes.tsx are where pages begin, so they are not followed from there.
// A page a signed-out visitor can open must be in PUBLIC_PAGES; its messages would otherwise show as ids.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findImports, resolveSpecifier } from './check-imports.mjs';

export const PARTS = ['public', 'console'];

const START_UP = 'src/main.tsx';
const ROUTE_TABLE = 'src/routes.tsx';
/** The routes of src/routes.tsx open without a session (outside RequireUser). */
export const PUBLIC_PAGES = [
  'src/auth/LoginPage.tsx',
  'src/auth/SignupPage.tsx',
  'src/auth/social/SocialCallbackPage.tsx',
  'src/auth/SignupContentPage.tsx',
  'src/auth/ForgotPasswordPage.tsx',
  'src/auth/ResetPasswordPage.tsx',
  'src/auth/SignupVerifyPage.tsx',
  'src/auth/InvitePage.tsx',
  'src/auth/InviteFailPage.tsx',
  'src/auth/ChangePasswordFailPage.tsx',
];

/** The source file a relative specifier names (`./x` → `./x.ts`, `./x.tsx`, `./x/index.ts` …), or null. */
function sourceFileOf(root, target) {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(path.join(root, candidate))) return candidate;
  }
  return null;
}

/** The source files (relative to `root`) the public part's messages come from. */
export function publicFiles(root) {
  const files = new Set();
  const pending = [START_UP, ...PUBLIC_PAGES];
  while (pending.length > 0) {
    const file = pending.pop();
    if (files.has(file)) continue;
    files.add(file);
    const source = readFileSync(path.join(root, file), 'utf8');
    const lines = source.split('\n');
    for (const { specifier, line, typeOnly } of findImports(source, file)) {
      if (typeOnly || (file === ROUTE_TABLE && lines[line - 1].includes('import('))) continue;
      const target = resolveSpecifier(file, specifier);
      const next = target === null ? null : sourceFileOf(root, target);
      if (next) pending.push(next);
    }
  }
  return files;
}

/** The part a message belongs in, from its origins (`src/x.tsx`, with or without a line number). */
export function partOf(origins, publicSet) {
  return origins.some((origin) => publicSet.has(origin.split(':')[0])) ? 'public' : 'console';
}

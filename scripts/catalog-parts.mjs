// The parts the console's catalog is loaded in (docs/console.md "Loading"). locales/*/messages.po stays
// the one catalog translators, `lingui extract` and `npm run i18n:check` work on; the build splits it
// by where each message is written (its `#:` origins), the first part that has one of them:
//
//   public   the modules a page without a session runs: the start-up chunk (src/main.tsx and what
//            it imports) and the public pages of src/routes.tsx below;
//   inbox    the shell and the message center without an open conversation: what the console's
//            usual first screen shows, its panels and dialogs included;
//   console  every other message: the other screens (the open conversation too).
//
// A part's modules are its entries and everything they import, statically or with import(); the
// lazy imports of src/routes.tsx are where pages begin, so they are not followed from there. The
// routes' loaders load the parts (src/routes.tsx). A page a signed-out visitor can open must be in
// PUBLIC_PAGES, or its messages would show as ids.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findImports, resolveSpecifier } from './check-imports.mjs';

export const PARTS = ['public', 'inbox', 'console'];

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
/** The routes of the message center without an open conversation, and the shell around them. */
export const INBOX_PAGES = ['src/shell/Shell.tsx', 'src/inbox/MessageCenterPage.tsx', 'src/inbox/NoConversationSelected.tsx'];

const ENTRIES = { public: ['src/main.tsx', ...PUBLIC_PAGES], inbox: INBOX_PAGES };

/** The source file a relative specifier names (`./x` → `./x.ts`, `./x.tsx`, `./x/index.ts` …), or null. */
function sourceFileOf(root, target) {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(path.join(root, candidate))) return candidate;
  }
  return null;
}

/** The source files (relative to `root`) of `entries` and all they import. */
function modulesOf(root, entries) {
  const files = new Set();
  const pending = [...entries];
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

/** The source files of each part but the last (`console` takes the rest), in the order of PARTS. */
export function partModules(root) {
  return Object.entries(ENTRIES).map(([part, entries]) => ({ part, files: modulesOf(root, entries) }));
}

/** The part a message belongs in, from its origins (`src/x.tsx`, with or without a line number). */
export function partOf(origins, modules) {
  const files = origins.map((origin) => origin.split(':')[0]);
  return modules.find(({ files: ofPart }) => files.some((file) => ofPart.has(file)))?.part ?? 'console';
}

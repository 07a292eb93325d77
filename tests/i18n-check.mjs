// Fails when a locale catalog misses a translation: extracts the messages from the sources
// (so a new string without translations shows up as missing) and checks every catalog.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { INBOX_PAGES, PARTS, PUBLIC_PAGES, partModules, partOf } from '../scripts/catalog-parts.mjs';

const locales = ['en-US', 'ja-JP', 'zh-TW', 'zh-CN'];
execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' });

/** Pairs of msgid → msgstr of a .po file (multi-line strings joined), and each msgid's origins. */
function readCatalog(path) {
  const entries = new Map();
  const origins = new Map();
  let field = null;
  let id = '';
  let str = '';
  let from = [];
  const flush = () => { if (id !== '') { entries.set(id, str); origins.set(id, from); } id = ''; str = ''; from = []; };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const quoted = /^"(.*)"$/.exec(line);
    if (line.startsWith('#: ')) { if (id !== '') flush(); from.push(...line.slice(3).split(' ')); }
    else if (line.startsWith('msgid ')) { if (id !== '') flush(); field = 'id'; id = JSON.parse(line.slice(6)); }
    else if (line.startsWith('msgstr ')) { field = 'str'; str = JSON.parse(line.slice(7)); }
    else if (quoted && field === 'id') id += JSON.parse(line);
    else if (quoted && field === 'str') str += JSON.parse(line);
    else field = null;
  }
  flush();
  entries.origins = origins;
  return entries;
}

let failures = 0;
const catalogs = Object.fromEntries(locales.map((locale) => [locale, readCatalog(`locales/${locale}/messages.po`)]));
const sourceIds = [...catalogs['en-US'].keys()];
if (sourceIds.length === 0) { console.error('locales/en-US/messages.po has no messages'); failures++; }
for (const locale of locales) {
  const missing = sourceIds.filter((id) => !catalogs[locale].get(id));
  if (missing.length > 0) {
    failures++;
    console.error(`${locale}: ${missing.length} message(s) without a translation:\n  ${missing.slice(0, 20).join('\n  ')}`);
  }
}

// The catalog is loaded in parts (scripts/catalog-parts.mjs): each page they start from must still be a route.
const routeTable = readFileSync('src/routes.tsx', 'utf8');
for (const page of [...PUBLIC_PAGES, ...INBOX_PAGES]) {
  if (!routeTable.includes(`import('./${page.replace(/^src\//, '').replace(/\.tsx$/, '')}')`)) {
    failures++;
    console.error(`scripts/catalog-parts.mjs: ${page} is no route of src/routes.tsx`);
  }
}
const modules = partModules('.');
const partSizes = Object.fromEntries(PARTS.map((part) => [part, 0]));
for (const id of sourceIds) partSizes[partOf(catalogs['en-US'].origins.get(id), modules)]++;
for (const part of PARTS) {
  if (partSizes[part] === 0) { failures++; console.error(`the catalog's ${part} part has no messages`); }
}

if (failures > 0) process.exit(1);
const parts = PARTS.map((part) => `${partSizes[part]} ${part}`).join(', ');
console.log(`i18n: ${sourceIds.length} messages (${parts}), complete in ${locales.join(', ')}`);

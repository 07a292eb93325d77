// Fails when a locale catalog misses a translation: extracts the messages from the sources
// (so a new string without translations shows up as missing) and checks every catalog.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const locales = ['en-US', 'ja-JP', 'zh-TW', 'zh-CN'];
execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' });

/** Pairs of msgid → msgstr of a .po file (multi-line strings joined). */
function readCatalog(path) {
  const entries = new Map();
  let field = null;
  let id = '';
  let str = '';
  const flush = () => { if (id !== '') entries.set(id, str); id = ''; str = ''; };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const quoted = /^"(.*)"$/.exec(line);
    if (line.startsWith('msgid ')) { flush(); field = 'id'; id = JSON.parse(line.slice(6)); }
    else if (line.startsWith('msgstr ')) { field = 'str'; str = JSON.parse(line.slice(7)); }
    else if (quoted && field === 'id') id += JSON.parse(line);
    else if (quoted && field === 'str') str += JSON.parse(line);
    else field = null;
  }
  flush();
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
if (failures > 0) process.exit(1);
console.log(`i18n: ${sourceIds.length} messages, complete in ${locales.join(', ')}`);

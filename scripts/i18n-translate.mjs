// Adds translations to the catalogs: `node scripts/i18n-translate.mjs strings.json`, where the JSON
// maps a source message to its texts, {"Save": {"ja-JP": "保存", "zh-TW": "儲存", "zh-CN": "保存"}}.
// Extracts first (so new messages exist in every catalog), then fills the given ones. Several people
// may run it at once: a lock directory serializes the read-extract-write of the catalogs.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import PO from 'pofile';

const LOCK = 'locales/.translate.lock';
const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/i18n-translate.mjs strings.json');
  process.exit(2);
}
const translations = JSON.parse(readFileSync(file, 'utf8'));

async function withLock(work) {
  for (let attempt = 0; ; attempt++) {
    try { mkdirSync(LOCK); break; } catch (error) {
      if (error.code !== 'EEXIST' || attempt > 600) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try { return work(); } finally { rmdirSync(LOCK); }
}

await withLock(() => {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' });
  const unknown = new Set(Object.keys(translations));
  for (const locale of ['ja-JP', 'zh-TW', 'zh-CN']) {
    const path = `locales/${locale}/messages.po`;
    const catalog = PO.parse(readFileSync(path, 'utf8'));
    for (const item of catalog.items) {
      const text = translations[item.msgid]?.[locale];
      if (text === undefined) continue;
      unknown.delete(item.msgid);
      item.msgstr = [text];
    }
    writeFileSync(path, catalog.toString());
  }
  for (const id of unknown) console.error(`not in the sources (check the exact text): ${JSON.stringify(id)}`);
  if (unknown.size > 0) process.exitCode = 1;
});

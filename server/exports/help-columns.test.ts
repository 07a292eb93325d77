// The console's help page (src/help/CsvHelp.tsx) shows the customer export's header row in each
// language: it must be the row this export writes.
import { readFileSync } from 'node:fs';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { EXPORT_LOCALES } from '../../common/tasks';
import { CUSTOMER_COLUMNS } from './customer-columns';

const headerRow = (locale: (typeof EXPORT_LOCALES)[number]) => CUSTOMER_COLUMNS.map((column) => column.header[locale]).join(',');

describe('the help page\'s customer export columns', () => {
  it.each(EXPORT_LOCALES)('%s: are the header row the export writes', (locale) => {
    const catalog = PO.parse(readFileSync(`locales/${locale}/messages.po`, 'utf8'));
    const entry = catalog.items.find((item) => item.msgid === headerRow('en-US'));
    expect(entry?.references).toContain('src/help/CsvHelp.tsx');
    expect(entry?.msgstr[0]).toBe(headerRow(locale));
  });
});

import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CsvImportError, readCsvIds } from './csv-ids';

const read = (text: string, type: 'customerId' | 'objectId' = 'customerId') => readCsvIds(Readable.from([Buffer.from(text)]), type);

describe('readCsvIds (the customer-group CSV format)', () => {
  it('reads the named column of every row, once per id, in file order', async () => {
    const text = '\uFEFFname,CustomerId ,note\r\nAmy,v-1,"likes ""tea"", a lot"\r\nBen,v-2\r\n\r\nAmy again,v-1,\r\nNo id,,x\r\n';
    expect(await read(text)).toEqual(['v-1', 'v-2']);
  });

  it('reads objectId columns and quoted cells with line breaks', async () => {
    expect(await read('objectId\n"Abc1234567"\nXyz9876543\n', 'objectId')).toEqual(['Abc1234567', 'Xyz9876543']);
    expect(await read('a,objectId\n"multi\nline",Abc1234567\n', 'objectId')).toEqual(['Abc1234567']);
  });

  it('reads a customer export in any of its languages: Platform ID as customerId, Customer ID as objectId', async () => {
    const exported = [
      'Display name,Platform ID,Customer ID\r\nAmy,v-1,Abc1234567\r\n',
      '表示名,プラットフォームID,顧客ID\r\nAmy,v-1,Abc1234567\r\n',
      '顯示名稱,平台 ID,顧客 ID\r\nAmy,v-1,Abc1234567\r\n',
      '显示名称,平台 ID,客户 ID\r\nAmy,v-1,Abc1234567\r\n',
    ];
    for (const text of exported) {
      expect(await read(`\uFEFF${text}`), text).toEqual(['v-1']);
      expect(await read(`\uFEFF${text}`, 'objectId'), text).toEqual(['Abc1234567']);
    }
    // The export's Customer ID is Parley's id: never read as the channel's id.
    await expect(read('Customer ID\nAbc1234567\n')).rejects.toMatchObject({ key: 'error/csv-no-customer-id' });
    // A cell the export defused against formulas reads as the id it was.
    expect(await read("Platform ID\n'+886912345678\n'-v\n")).toEqual(['+886912345678', '-v']);
  });

  it('refuses a file without the column, without ids, empty or badly quoted, saying why under a key', async () => {
    await expect(read('objectId\nAbc1234567\n')).rejects.toMatchObject({
      key: 'error/csv-no-customer-id', message: 'the CSV has no customerId column in its header row',
    });
    await expect(read('customerId\nv-1\n', 'objectId')).rejects.toMatchObject({ key: 'error/csv-no-object-id' });
    await expect(read('customerId\n\n , \n')).rejects.toMatchObject({
      key: 'error/csv-no-ids', message: 'the CSV has no customerId values below its header row',
    });
    await expect(read('')).rejects.toMatchObject({ key: 'error/csv-empty', message: expect.stringContaining('the CSV is empty') });
    await expect(read('customerId\n"v-1\n')).rejects.toBeInstanceOf(CsvImportError);
    await expect(read('customerId\n"v-1"x,2\n')).rejects.toMatchObject({
      key: 'error/csv-unreadable', message: expect.stringMatching(/^the CSV could not be read: /),
    });
  });
});

describe('readCsvIds on a failing file', () => {
  it('says the file could not be read, without the storage\'s own message', async () => {
    const failing = new Readable({ read() { this.destroy(new Error('EIO: /srv/data/files/secret')); } });
    await expect(readCsvIds(failing, 'customerId')).rejects.toMatchObject({
      key: 'error/file-unreadable', message: 'the CSV file could not be read from file storage',
    });
  });
});

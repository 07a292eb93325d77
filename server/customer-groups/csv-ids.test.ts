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

  it('refuses a file without the column, without ids, empty or badly quoted, saying why', async () => {
    await expect(read('objectId\nAbc1234567\n')).rejects.toThrow('the CSV has no customerId column in its header row');
    await expect(read('customerId\n\n , \n')).rejects.toThrow('the CSV has no customerId values below its header row');
    await expect(read('')).rejects.toThrow('the CSV is empty');
    await expect(read('customerId\n"v-1\n')).rejects.toBeInstanceOf(CsvImportError);
    await expect(read('customerId\n"v-1"x,2\n')).rejects.toThrow(/^the CSV could not be read: /);
  });
});

describe('readCsvIds on a failing file', () => {
  it('says the file could not be read, without the storage\'s own message', async () => {
    const failing = new Readable({ read() { this.destroy(new Error('EIO: /srv/data/files/secret')); } });
    await expect(readCsvIds(failing, 'customerId')).rejects.toThrow(/^the CSV file could not be read from file storage$/);
  });
});

// Closing the database: queries started before close() all get their answers (work an answered
// request left running, such as a push or a notification, runs one query after another).
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataDirWithDatabase } from '../testing/data-template';
import { createTestDatabase } from '../testing/test-database';
import { openDatabase } from './client';

describe('closing the database', () => {
  it('lets the queries in flight finish, and the ones they lead to', async () => {
    const testDatabase = await createTestDatabase();
    const dataDir = await dataDirWithDatabase('parley-close-');
    const database = await openDatabase({ databaseUrl: testDatabase.databaseUrl, dataDir });
    const chain = async () => {
      let answers = 0;
      for (let i = 0; i < 5; i++) {
        await database.db.execute(sql`select ${i}::int as n`);
        answers++;
      }
      return answers;
    };
    const work = [chain(), chain(), chain()];
    await database.close();
    expect(await Promise.all(work)).toEqual([5, 5, 5]);
    await testDatabase.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
});

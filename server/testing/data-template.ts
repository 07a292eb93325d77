// Test data folders with a ready database: an empty PGlite database with every migration applied is
// made once per set of migrations (initdb and the migrations take seconds) and copied for each test
// server (milliseconds). Tests only; the product creates its database as it always does.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, PGLITE_FOLDER } from '../db/client';

const MIGRATIONS = path.resolve(import.meta.dirname, '../db/migrations');

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(MIGRATIONS)).filter((file) => file.endsWith('.sql')).sort()) {
    hash.update(name).update(await readFile(path.join(MIGRATIONS, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The template folder for the current migrations, made if missing (safe when processes race: rename is atomic). */
async function template(): Promise<string> {
  const ready = path.join(tmpdir(), `parley-db-template-${await migrationsHash()}`);
  if (existsSync(ready)) return ready;
  const building = await mkdtemp(`${ready}-building-`);
  const database = await openDatabase({ dataDir: building });
  await database.close();
  try {
    await rename(building, ready);
  } catch {
    // Another process finished first: use theirs.
    await rm(building, { recursive: true, force: true });
  }
  return ready;
}

/** A new temporary data folder (name starting with `prefix`) holding a migrated, empty database. */
export async function dataDirWithDatabase(prefix: string): Promise<string> {
  const source = await template();
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  await cp(path.join(source, PGLITE_FOLDER), path.join(dataDir, PGLITE_FOLDER), { recursive: true });
  return dataDir;
}

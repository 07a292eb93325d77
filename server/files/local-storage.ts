// File storage on local disk under DATA_DIR/files (ARCHITECTURE §3), the default.
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { receive } from './receive';
import type { FileStorage } from './storage';

export function localDiskStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'files');
  const pathOf = (key: string) => path.join(root, ...key.split('/'));

  return {
    kind: 'local',
    bucket: 'local',
    async write(key, source, limit) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed at the end: a cut upload never leaves half a file.
      const partial = `${target}.part`;
      const handle = await open(partial, 'w');
      try {
        const size = await receive(source, limit, (chunk) => handle.write(chunk).then(() => undefined));
        await handle.close();
        await rename(partial, target);
        return size;
      } catch (error) {
        await handle.close().catch(() => undefined);
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key) {
      const target = pathOf(key);
      await stat(target);
      return createReadStream(target);
    },
    async head(key, length) {
      const handle = await open(pathOf(key), 'r').catch(() => undefined);
      if (!handle) return undefined;
      try {
        const { size } = await handle.stat();
        const bytes = Buffer.alloc(Math.min(length, size));
        await handle.read(bytes, 0, bytes.length, 0);
        return { size, bytes };
      } finally {
        await handle.close();
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async removeOrganization(orgId) {
      await rm(pathOf(orgId), { recursive: true, force: true });
    },
  };
}

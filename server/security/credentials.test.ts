import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CREDENTIALS_KEY_FILE, credentialsBox, credentialsKeyOf, loadCredentialsKey } from './credentials';

const secrets = { channelSecret: 'c0ffee', accessToken: 'token-of-the-channel' };

describe('credentials at rest', () => {
  it('seals so that the text shows no secret, and opens for its owner only', async () => {
    const box = credentialsBox(await loadCredentialsKey({ dataDir: await mkdtemp(path.join(tmpdir(), 'creds-')) }));
    const sealed = box.seal('integration-1', secrets);
    expect(sealed).not.toContain('c0ffee');
    expect(sealed).not.toContain('token-of-the-channel');
    expect(box.open('integration-1', sealed)).toEqual(secrets);
    expect(() => box.open('integration-2', sealed)).toThrow(/authenticate/);
    const [format, iv, tag, body] = sealed.split('.');
    const changed = `${format}.${iv}.${tag}.${body!.slice(0, -2)}AA`;
    expect(() => box.open('integration-1', changed)).toThrow(/authenticate/);
  });

  it('generates the key once into DATA_DIR, readable by its owner only, and keeps using it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'creds-'));
    const first = await loadCredentialsKey({ dataDir });
    const file = path.join(dataDir, CREDENTIALS_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const sealed = credentialsBox(first).seal('owner', secrets);
    expect(credentialsBox(await loadCredentialsKey({ dataDir })).open('owner', sealed)).toEqual(secrets);
    expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64')).toEqual(first);
  });

  it('refuses a damaged key file instead of making a new key that would lose what was sealed', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'creds-'));
    await writeFile(path.join(dataDir, CREDENTIALS_KEY_FILE), 'short\n');
    await expect(loadCredentialsKey({ dataDir })).rejects.toThrow(/CREDENTIALS_KEY must be 32 bytes/);
  });

  it('takes CREDENTIALS_KEY of 32 bytes and refuses any other size', () => {
    expect(credentialsKeyOf(Buffer.alloc(32, 7).toString('base64'))).toHaveLength(32);
    expect(() => credentialsKeyOf('c2hvcnQ=')).toThrow(/openssl rand -base64 32/);
  });
});

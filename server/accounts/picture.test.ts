import { describe, expect, it } from 'vitest';
import { pictureFileIdOf } from './picture';

describe('pictureFileIdOf', () => {
  it('reads the objectId, the file url and a picture url', () => {
    expect(pictureFileIdOf('AbCdEfGh12')).toBe('AbCdEfGh12');
    expect(pictureFileIdOf('/files/AbCdEfGh12/me%20too.png')).toBe('AbCdEfGh12');
    expect(pictureFileIdOf('/user/picture/AbCdEfGh12')).toBe('AbCdEfGh12');
  });

  it('refuses anything else', () => {
    for (const value of ['', 'short', 'AbCdEfGh12x', '../AbCdEfGh12', 'https://example.com/AbCdEfGh12', '/files/AbCdEfGh12/a/b']) {
      expect(pictureFileIdOf(value), value).toBeUndefined();
    }
  });
});

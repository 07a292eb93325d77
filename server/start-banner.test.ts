import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner';

describe('the start banner', () => {
  it('says where to open the console and where the mail is, in plain lines', () => {
    const banner = startBanner({
      publicUrl: 'http://localhost:8080', listeningOn: 'http://127.0.0.1:8080', database: 'PGlite in ./data',
      mailOutboxLink: 'http://localhost:8080/dev/mail?token=t0k3n',
    });
    expect(banner.split('\n')).toContain('Parley is running. Open http://localhost:8080');
    expect(banner).toContain('  mail outbox: http://localhost:8080/dev/mail?token=t0k3n');
    expect(banner).not.toContain('{');
  });

  it('names the listening address behind a proxy, and SMTP when mail goes out', () => {
    const banner = startBanner({ publicUrl: 'https://chat.example.com', listeningOn: 'http://127.0.0.1:8080', database: 'PostgreSQL' });
    expect(banner).toContain('Open https://chat.example.com (listening on http://127.0.0.1:8080)');
    expect(banner).toContain('mail:        sent through SMTP_URL');
  });
});

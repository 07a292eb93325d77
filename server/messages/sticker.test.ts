import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

describe('POST /functions/getLineSticker', () => {
  it("answers LINE's image of the sticker to a signed-in user", async () => {
    const agent = await t.agentWithOrg('sticker');
    const answer = await t.call('/functions/getLineSticker', { packageId: '446', stickerId: '1988' }, agent.token);
    expect(answer).toEqual({
      status: 200,
      body: { result: { packageId: '446', stickerId: '1988', url: 'https://stickershop.line-scdn.net/stickershop/v1/sticker/1988/android/sticker.png' } },
    });
  });

  it('refuses an id that is not a number (400) and a caller without a session', async () => {
    const agent = await t.agentWithOrg('sticker-bad');
    const bad = await t.call('/functions/getLineSticker', { stickerId: '../../x' }, agent.token);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('stickerId');
    expect((await t.call('/functions/getLineSticker', { stickerId: '1988' })).status).not.toBe(200);
  });
});

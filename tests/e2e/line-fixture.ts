// A test whose server talks to a LINE stand-in (LINE_API_BASE_URL, LINE_DATA_API_BASE_URL) holding a
// Messaging API channel and its users; `prepare` adds what else a test needs there (a LINE Login channel).
import { startLinePlatform, type LineChannel, type LinePlatformStandIn, type LineUser } from '../../server/testing/line-platform';
import { launchServer } from '../../server/testing/server-process';
import { test } from './fixtures';

export function testWithLine(channel: LineChannel, users: readonly LineUser[], prepare: (line: LinePlatformStandIn) => void = () => {}) {
  return test.extend<{ line: LinePlatformStandIn }>({
    line: async ({}, use) => {
      const line = await startLinePlatform();
      line.addChannel(channel);
      for (const user of users) line.addUser(user);
      prepare(line);
      await use(line);
      await line.close();
    },
    server: async ({ line, serverEnv }, use) => {
      const server = await launchServer({ ...serverEnv, LINE_API_BASE_URL: line.apiUrl, LINE_DATA_API_BASE_URL: line.dataUrl });
      await use(server);
      await server.dispose();
    },
  });
}

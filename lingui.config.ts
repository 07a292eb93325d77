import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'ja-JP', 'zh-TW', 'zh-CN'],
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '<rootDir>/src/livechat/**'],
    },
  ],
  // Origins without line numbers: moving code does not rewrite every catalog.
  format: formatter({ lineNumbers: false }),
});

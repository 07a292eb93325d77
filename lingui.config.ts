import { defineConfig } from '@lingui/cli';

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
  format: 'po',
});

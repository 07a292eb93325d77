import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { linguiMacro } from './scripts/lingui-macro-plugin.ts';
import { lingui } from '@lingui/vite-plugin';
import { linguiCatalogParts } from './scripts/lingui-catalog-parts.ts';
import { buildSummary, quietServiceWorkerBuild } from './scripts/build-summary-plugin.ts';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { DEFAULT_APP_ID, DEFAULT_HELP_URL, DEFAULT_JS_KEY, DEFAULT_SALES_EMAIL } from './common/defaults.ts';
import packageJson from './package.json' with { type: 'json' };
import { webManifest } from './src/pwa/web-manifest.ts';
import { consoleDirectives, REFERRER_POLICY, serializeCsp } from './server/http/content-security-policy.ts';

// `npm run dev` and `npm run preview` forward these paths to the API server.
const apiServer = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
const apiPaths = [
  '/classes', '/functions', '/users', '/login', '/logout', '/user', '/health', '/last_read', '/note',
  '/requestPasswordReset', '/verificationEmailRequest',
  '/tasks',
  '/vpc',
  '/announcements',
  '/org_roles',
  '/link',
  '/push',
  '/auth',
  '/resource',
  '/customer/', '/ec/',
  '/customer_group',
  '/ai-bot',
  '/template/',
  '/tag/',
  '/sessions',
  '/integration/',
  '/shop8/',
];
// A browser opening a console page that shares a prefix with the API (/login) gets the console.
const consolePageOf: ProxyOptions['bypass'] = (request) =>
  request.method === 'GET' && request.headers.accept?.includes('text/html') ? '/index.html' : undefined;
const proxy: Record<string, ProxyOptions> = {
  ...Object.fromEntries(apiPaths.map((path) => [path, { target: apiServer, changeOrigin: true, bypass: consolePageOf }])),
  // Pages the server renders itself: the live-chat widget and the development mail outbox.
  '/livechat': { target: apiServer, changeOrigin: true },
  '/liff': { target: apiServer, changeOrigin: true },
  '/shop/': { target: apiServer, changeOrigin: true },
  '/dev': { target: apiServer, changeOrigin: true },
  // Uploaded files: a browser opening one (a link, an <img>) gets the file, never the console.
  '/files': { target: apiServer, changeOrigin: true },
  '/im': { target: apiServer, changeOrigin: true, ws: true },
};

export default defineConfig({
  plugins: [
    react(),
    linguiMacro(),
    lingui(),
    linguiCatalogParts(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'workers',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        // The live-chat widget and the LIFF share page are separate pages: not part of the console shell.
        // Manifest icons are added by the plugin itself.
        globPatterns: ['**/*.{js,css,html,svg,ico,woff2}'],
        // The chart library's chunk (src/charts) is fetched by the chart pages alone, which are online only.
        globIgnores: ['livechat.html', 'assets/livechat-*', 'livechat/**', 'liff-share.html', 'assets/liff-share-*', 'shop.html', 'assets/shop-*', 'assets/UPlotChart-*'],
        buildPlugins: { vite: [quietServiceWorkerBuild()] },
      },
    }),
    // Each text file also as .br and .gz (where smaller), at the strongest settings, once at build
    // time: the server sends the one the browser accepts (server/http/static.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
    buildSummary(),
  ],
  // The console is built with the same application id and key the server is started with.
  define: {
    __PARLEY_APP_ID__: JSON.stringify(process.env.APP_ID ?? DEFAULT_APP_ID),
    __PARLEY_JS_KEY__: JSON.stringify(process.env.JS_KEY ?? DEFAULT_JS_KEY),
    // The sidebar's version text and help link (01 §2).
    __PARLEY_VERSION__: JSON.stringify(packageJson.version),
    __PARLEY_HELP_URL__: JSON.stringify(process.env.HELP_URL || DEFAULT_HELP_URL),
    __PARLEY_SALES_EMAIL__: JSON.stringify(process.env.SALES_EMAIL || DEFAULT_SALES_EMAIL),
  },
  worker: { format: 'es' },
  build: {
    rolldownOptions: {
      // The LIFF share page: what LINE opens from a share message's button (server/channels/line-login).
      // The customer's shop page: what a chatPay product or order link opens (server/chat-pay/storefront).
      input: { index: 'index.html', livechat: 'livechat.html', 'liff-share': 'liff-share.html', shop: 'shop.html' },
      // Its report of slow plugins is for whoever profiles the build, not for every `npm start`.
      checks: { bundlerTimings: false },
    },
  },
  server: { proxy },
  // The console's security headers, as the server sends them (docs/security.md; without S3 origins).
  preview: {
    proxy,
    headers: {
      'Content-Security-Policy': serializeCsp(consoleDirectives()),
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': REFERRER_POLICY,
    },
  },
});

// Replaced at build time by vite.config.ts `define` (browser and worker code only).
declare const __PARLEY_APP_ID__: string;
declare const __PARLEY_JS_KEY__: string;

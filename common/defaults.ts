// Working defaults of configuration shared by the server and the console build (ARCHITECTURE.md §3).
export const DEFAULT_APP_ID = 'parley';
export const DEFAULT_JS_KEY = 'parley-js-key';

// Working defaults of configuration shared by the server and the console build (ARCHITECTURE.md §3).
export const DEFAULT_APP_ID = 'parley';
export const DEFAULT_JS_KEY = 'parley-js-key';
/** Where "Contact sales" writes when a user has no organization quota left (SALES_EMAIL at build time). */
export const DEFAULT_SALES_EMAIL = 'sales@parley.local';
/** The sidebar's help link (01 §2) when the build sets no HELP_URL: the console's own help page. */
export const DEFAULT_HELP_URL = '/help';

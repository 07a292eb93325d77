// Replaced at build time by vite.config.ts `define` (browser and worker code only).
declare const __PARLEY_APP_ID__: string;
declare const __PARLEY_JS_KEY__: string;
/** The sales address of the contact-sales dialog (SALES_EMAIL at build time, else DEFAULT_SALES_EMAIL). */
declare const __PARLEY_SALES_EMAIL__: string;
/** package.json's version, shown at the bottom of the sidebar. */
declare const __PARLEY_VERSION__: string;
/** Where the sidebar's help link points (HELP_URL at build time, else DEFAULT_HELP_URL). */
declare const __PARLEY_HELP_URL__: string;

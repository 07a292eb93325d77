// Where the sidebar's help link points: HELP_URL at build time (a deployment's help site), else the
// console's own help page (common/defaults.ts). It opens in a new tab.
export const HELP_URL: string = __PARLEY_HELP_URL__;

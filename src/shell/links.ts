// Where the help link points; a deployment may set its own help site at build time.
export const HELP_URL: string = import.meta.env.VITE_HELP_URL ?? 'https://github.com/parley-chat/parley/wiki';

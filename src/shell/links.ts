// Where the help link points: a deployment sets its help site at build time (VITE_HELP_URL).
// Without one the sidebar shows no help entry rather than a link to nowhere.
export const HELP_URL: string | undefined = import.meta.env.VITE_HELP_URL || undefined;

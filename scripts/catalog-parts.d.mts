// Types of scripts/catalog-parts.mjs (for the Vite plugin that imports it).
export type Part = 'public' | 'inbox' | 'console';
export type PartModules = { part: Part; files: Set<string> }[];
export declare const PARTS: Part[];
export declare const PUBLIC_PAGES: string[];
export declare const INBOX_PAGES: string[];
export declare function partModules(root: string): PartModules;
export declare function partOf(origins: readonly string[], modules: PartModules): Part;

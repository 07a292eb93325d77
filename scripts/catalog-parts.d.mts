// Types of scripts/catalog-parts.mjs (for the Vite plugin that imports it).
export declare const PARTS: string[];
export declare const PUBLIC_PAGES: string[];
export declare function publicFiles(root: string): Set<string>;
export declare function partOf(origins: readonly string[], publicSet: ReadonlySet<string>): 'public' | 'console';

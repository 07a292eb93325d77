// A Vite plugin that serves one part of a catalog: `locales/<locale>/messages.po?part=inbox` holds the
// messages of that part only (scripts/catalog-parts.mjs says which), compiled as @lingui/vite-plugin
// compiles a whole catalog (the same translations, with the source locale's text as fallback).
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';
import { PARTS, partModules, partOf, type Part, type PartModules } from './catalog-parts.mjs';

const PART_QUERY = /\.po\?part=(\w+)$/;

export function linguiCatalogParts(): Plugin {
  const config = getConfig();
  // getConfig fills these in from lingui.config.ts.
  const rootDir = config.rootDir!;
  const sourceLocale = config.sourceLocale!;
  const translationOptions = { fallbackLocales: config.fallbackLocales ?? {}, sourceLocale };
  // Which source files each part holds: walked once (it parses every module a part reaches), again
  // after a file changed (the dev server, Vitest's watch).
  let modules: PartModules | undefined;
  return {
    name: 'parley:lingui-catalog-parts',
    watchChange() {
      modules = undefined;
    },
    transform: {
      filter: { id: PART_QUERY },
      async handler(_code, id) {
        const part = PART_QUERY.exec(id)![1]! as Part;
        if (!PARTS.includes(part)) throw new Error(`${id}: no catalog part "${part}" (scripts/catalog-parts.mjs)`);
        const file = id.split('?')[0]!;
        const found = getCatalogForFile(path.relative(rootDir, file), await getCatalogs(config));
        if (!found) throw new Error(`${file} is none of lingui.config.ts's catalogs`);
        const { locale, catalog } = found;
        this.addWatchFile(file);
        // Origins are the same in every locale's file: the source catalog's are read.
        const origins = await catalog.read(sourceLocale);
        const { messages } = await catalog.getTranslations(locale, translationOptions);
        const ofParts = (modules ??= partModules(rootDir));
        const ofPart = Object.fromEntries(Object.entries(messages)
          .filter(([messageId]) => partOf((origins?.[messageId]?.origin ?? []).map(([origin]) => origin), ofParts) === part));
        const { source, errors } = createCompiledCatalog(locale, ofPart, { namespace: 'es' });
        if (errors.length > 0) throw new Error(`${file}?part=${part}: ${errors.map((error) => `${error.source}: ${error.error.message}`).join('; ')}`);
        return { code: source, map: null, moduleType: 'js' };
      },
    },
  };
}

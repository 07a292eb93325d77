// A Vite plugin that compiles Lingui's macros (t`…`, msg`…`, <Trans>, …) with Babel, for the build,
// the dev server and Vitest. It stands in for @rolldown/plugin-babel, every release of which declares
// Node 22 (npm warns EBADENGINE on the Node 20 the README names); it also parses only the files
// that import a macro, not every module.
import path from 'node:path';
import { transformAsync, type ParserOptions } from '@babel/core';
import type { Plugin } from 'vite';

const MACRO_IMPORT = /['"]@lingui\/(?:[\w-]+\/)?macro['"]/;

/** What Babel's parser needs for the file's own syntax (the macro removes nothing else: Vite strips types later). */
function syntaxOf(id: string): ParserOptions['plugins'] {
  const extension = path.extname(id.replace(/\?.*$/, ''));
  if (extension === '.tsx') return ['typescript', 'jsx'];
  if (extension === '.jsx') return ['jsx'];
  return /^\.[cm]?ts$/.test(extension) ? ['typescript'] : [];
}

export function linguiMacro(): Plugin {
  return {
    name: 'parley:lingui-macro',
    // Before Vite's own transform turns JSX into calls: <Trans> must still be JSX for the macro.
    enforce: 'pre',
    transform: {
      filter: {
        id: { include: /\.[cm]?[jt]sx?(?:$|\?)/, exclude: /[/\\]node_modules[/\\]/ },
        code: MACRO_IMPORT,
      },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { sourceType: 'module', plugins: syntaxOf(id) },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        });
        return result?.code == null ? null : { code: result.code, map: result.map };
      },
    },
  };
}

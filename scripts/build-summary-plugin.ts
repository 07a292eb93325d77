// The build's own report, short: `npm run build` runs Vite at log level "warn" (the per-file size
// table of some 500 lines is `npx vite build`'s), and these plugins say in one line what was built.
import { performance } from 'node:perf_hooks';
import type { Plugin } from 'vite';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** One line at the end of the console's build: files, size, where and how long. */
export function buildSummary(): Plugin {
  let started = 0;
  let files = 0;
  let bytes = 0;
  let outDir = 'dist';
  return {
    name: 'parley:build-summary',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    buildStart() {
      started = performance.now();
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        files += 1;
        bytes += file.type === 'chunk' ? Buffer.byteLength(file.code) : (typeof file.source === 'string' ? Buffer.byteLength(file.source) : file.source.byteLength);
      }
    },
    closeBundle() {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(`Built the console in ${seconds} s: ${files} files, ${kib(bytes)}, in ${outDir}/ (each text file also as .br and .gz; \`npx vite build\` lists them)`);
    },
  };
}

/**
 * For vite-plugin-pwa's own build of the service worker (injectManifest.buildPlugins.vite): warnings
 * only, and without `inlineDynamicImports`, which Rolldown deprecates for `codeSplitting: false`.
 */
export function quietServiceWorkerBuild(): Plugin {
  return {
    name: 'parley:quiet-service-worker-build',
    config(config) {
      const output = config.build?.rollupOptions?.output;
      if (output && !Array.isArray(output) && 'inlineDynamicImports' in output) {
        delete output.inlineDynamicImports;
        Object.assign(output, { codeSplitting: false });
      }
      return { logLevel: 'warn' };
    },
  };
}

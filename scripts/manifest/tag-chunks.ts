// An esbuild plugin of the browser builds: each tag's chunk is the module its spec's `load()` imports
// (src/screens/manifest.ts), named after the tag (`admin-customers-<hash>.js`, what the preload map, the tests and
// bench/bundle look for) and importing the element machinery (src/elements/define.tsx) statically, so the tag's
// whole graph is the static closure of its chunk: one preload list, no second hop. The screen's own module keeps
// its file when something else imports it too (the eager screens of <admin-app>).
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { MANIFEST_FILE, readScreenSources, type ScreenSource } from './screens-source.js';

export const DEFINE_MODULE = resolve('src/elements/define.tsx');

export function tagChunks(screens: readonly ScreenSource[] = readScreenSources()): Plugin {
  const tagOf = new Map(screens.flatMap((s) => (s.tag ? [[s.module, s.tag] as const] : [])));
  return {
    name: 'tag-chunks',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if (
          args.kind !== 'dynamic-import' ||
          args.importer !== MANIFEST_FILE ||
          (args.pluginData as { inner?: boolean } | undefined)?.inner
        )
          return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { inner: true },
        });
        const tag = tagOf.get(resolved.path);
        return tag ? { path: tag, namespace: 'tag-chunk', pluginData: { file: resolved.path } } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'tag-chunk' }, (args) => {
        const { file } = args.pluginData as { file: string };
        return {
          contents: `import ${JSON.stringify(DEFINE_MODULE)};\nexport * from ${JSON.stringify(file)};\n`,
          resolveDir: dirname(file),
          loader: 'ts',
        };
      });
    },
  };
}

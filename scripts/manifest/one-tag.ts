// An esbuild plugin of the single-file build per tag (src/elements/one-tag.ts): the manifest's `load()` of
// every other screen resolves to an empty module, so the tag's file holds its own screen and what that
// reaches, not the others (it defines no other tag). The dictionaries stay: a panel may show another
// namespace's texts (the drawers' history shows the activity sentences), and a miss loads that part.
// <admin-app> keeps every screen: its router shows them.
import type { Plugin } from 'esbuild';
import { MANIFEST_FILE, type ScreenSource } from './screens-source.js';

export function oneTag(tag: string, screens: readonly ScreenSource[]): Plugin {
  const own = screens.find((s) => s.tag === tag);
  if (!own) throw new Error(`one-tag: no screen is published as <${tag}>`);
  const others = new Set(tag === 'admin-app' ? [] : screens.filter((s) => s !== own).map((s) => s.module));
  return {
    name: 'one-tag',
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
        return others.has(resolved.path) ? { path: resolved.path, namespace: 'other-screen' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'other-screen' }, () => ({ contents: 'export {};\n', loader: 'js' }));
    },
  };
}

// esbuild plugin of the CLI build: pg-boss (bundled) requires `pg` when it loads, though the server hands
// it its own driver and pg-boss never opens a pool of its own. `pg` is an optional peer (a PGlite-only
// install has none), so pg-boss's `require('pg')` gets a stand-in that requires the real one only when
// a property of it is read.
import type { Plugin } from 'esbuild';

export const lazyPgForPgBoss = (): Plugin => ({
  name: 'lazy-pg-for-pg-boss',
  setup(build) {
    // Everyone else's `pg` stays external (the build's external list leaves it to this plugin).
    build.onResolve({ filter: /^pg$/ }, (args) =>
      /[\\/]pg-boss[\\/]/.test(args.importer) ? { path: 'lazy-pg', namespace: 'lazy-pg' } : { path: 'pg', external: true },
    );
    build.onLoad({ filter: /.*/, namespace: 'lazy-pg' }, () => ({
      contents: "module.exports = new Proxy({}, { get: (_, key) => require('pg')[key] });",
      loader: 'js',
    }));
  },
});

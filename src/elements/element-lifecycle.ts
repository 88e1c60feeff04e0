/**
 * What a tag's elements go through: setup once per instance, the render into the shadow root (at once, or
 * once the tag's chunk has arrived, the element's early requests made meanwhile), connection and disconnection.
 */
import type { ElementImpl, Internals, Mounted } from './element-internals.js';
import { ready, type TagEntry } from './tag-loader.js';

interface Context {
  el: Internals;
  props: Record<string, unknown>;
  mounted: Mounted | null;
  dead: boolean;
}

export interface TagLifecycle {
  /** r2wc's renderer: mount, update and unmount of the panel. */
  renderer: {
    mount(container: ShadowRoot, component: unknown, props: Record<string, unknown>): Context;
    update(ctx: Context, props: Record<string, unknown>): void;
    unmount(ctx: Context): void;
  };
  constructed(el: Internals): void;
  connected(el: Internals): void;
  disconnected(el: Internals): void;
}

export function tagLifecycle(entry: TagEntry, early?: (el: HTMLElement) => void): TagLifecycle {
  const setUp = new WeakSet<Internals>();
  const setupOnce = (el: Internals, impl: ElementImpl) => {
    if (setUp.has(el)) return;
    setUp.add(el);
    impl.setup(el);
  };
  const renderer: TagLifecycle['renderer'] = {
    mount(container, _component, props) {
      const el = container.host as Internals;
      const ctx: Context = { el, props, mounted: null, dead: false };
      if (entry.impl) ctx.mounted = entry.impl.mount(container, props);
      else {
        early?.(el);
        ready(entry).then(
          (impl) => {
            if (ctx.dead) return;
            setupOnce(el, impl);
            if (el.isConnected) impl.connected(el);
            ctx.mounted = impl.mount(container, ctx.props);
          },
          (error: unknown) => console.error(`<${entry.tag}> could not load`, error),
        );
      }
      return ctx;
    },
    update(ctx, props) {
      ctx.props = props;
      ctx.mounted?.update(props);
    },
    unmount(ctx) {
      ctx.dead = true;
      ctx.mounted?.unmount();
    },
  };
  return {
    renderer,
    constructed(el) {
      if (entry.impl) setupOnce(el, entry.impl);
    },
    connected(el) {
      if (entry.impl) entry.impl.connected(el);
    },
    disconnected(el) {
      if (entry.impl && setUp.has(el)) entry.impl.disconnected(el);
    },
  };
}

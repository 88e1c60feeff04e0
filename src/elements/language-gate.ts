/**
 * The page's language for the elements: its dictionary is a chunk of its own (i18n/index.ts), so a panel
 * renders nothing until the language it shows has arrived (no key is ever shown), and a change of language
 * (a panel's `lang`) keeps the old texts until the new dictionary is here.
 */
import { dictionaryVersionAtom, languageAtom, languageReady, onPartLoaded, switchLanguage, type Lang } from '../i18n/index.js';
import { store } from '../state/store.js';

const current = (): Lang => store.get(languageAtom);

/** Every panel of the page switches to `lang` once its dictionary has arrived (a panel's `lang` attribute or property). */
export function showLanguage(lang: Lang): void {
  void switchLanguage(lang, (next) => store.set(languageAtom, next));
}

export interface GatedRender<P> {
  update(props: P): void;
  cancel(): void;
}

/**
 * Renders `props` (then every update) once the page's language can be read: at once when its dictionary is
 * loaded, else when it arrives; nothing before. A dictionary that cannot be loaded lets the panel render
 * anyway (English if loaded, else the keys) rather than stay empty.
 */
export function gateRender<P>(render: (props: P) => void, props: P): GatedRender<P> {
  let latest = props;
  let open = false;
  let dead = false;
  const openNow = () => {
    if (dead || open) return;
    open = true;
    render(latest);
  };
  const ready = languageReady(current);
  if (!ready) openNow();
  else
    ready.then(openNow, (error: unknown) => {
      console.error('The interface texts could not be loaded', error);
      openNow();
    });
  return {
    update(next) {
      latest = next;
      if (open && !dead) render(next);
    },
    cancel() {
      dead = true;
    },
  };
}

// A text of a namespace no panel declared has loaded it: every panel reads its texts again.
onPartLoaded(() => store.set(dictionaryVersionAtom, (v) => v + 1));

let started = false;
/**
 * The page's language starts loading as soon as the first tag has its implementation (define.tsx `createImpl`,
 * which has said the namespaces the panel shows), a microtask later: a `lang` the page gave a panel before the
 * chunk arrived is applied as the tag takes its implementation, and is the one asked for.
 */
export function startLanguage(): void {
  if (started) return;
  started = true;
  queueMicrotask(() => void languageReady(current)?.catch(() => undefined));
}

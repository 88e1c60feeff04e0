/**
 * What is typed between Ctrl+K and the palette's input taking the focus (its chunk may still be on the way):
 * kept, not lost to the page, and handed to the input when it gets the focus (issue 38: "Clienti" typed at
 * once became "ienti", and Enter opened another screen). Printable keys and Backspace are kept, and an Enter
 * after them; Enter and Tab are held back from the page until then, so nothing under the palette acts on them.
 */
let typed: string | null = null;
/** Enter was pressed after the text: the palette opens its best option once it has one. */
let entered = false;
let stop: (() => void) | null = null;

/** The palette's input: once it has the focus, keys reach it directly. */
const inPalette = (e: KeyboardEvent) => e.composedPath().some((n) => n instanceof HTMLElement && n.hasAttribute('data-palette'));

/** Starts keeping keys (Ctrl+K just asked the palette to open); at most 3 s, should the palette never open. */
export function startTypeahead() {
  stop?.();
  typed = '';
  entered = false;
  const onKey = (e: KeyboardEvent) => {
    if (typed === null || inPalette(e) || e.isComposing) return;
    if (e.ctrlKey || e.metaKey || e.altKey) return; // Ctrl+K again closes it; shortcuts stay the page's
    if (e.key.length === 1 && !entered) typed += e.key;
    else if (e.key === 'Backspace' && !entered) typed = typed.slice(0, -1);
    else if (e.key === 'Enter') entered = typed !== '';
    else if (e.key !== 'Tab' && e.key.length !== 1) return; // Escape and the rest go on as usual
    e.preventDefault();
    e.stopPropagation();
  };
  window.addEventListener('keydown', onKey, true);
  const timer = setTimeout(() => stop?.(), 3000);
  stop = () => {
    window.removeEventListener('keydown', onKey, true);
    clearTimeout(timer);
    stop = null;
    typed = null;
  };
}

/** What was typed since `startTypeahead` (and whether Enter followed), once: keys then go to the input itself. */
export function takeTypeahead(): { text: string; enter: boolean } {
  const taken = { text: typed ?? '', enter: entered };
  stop?.();
  entered = false;
  return taken;
}

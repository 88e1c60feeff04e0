/**
 * Whether the text of `el` is cut by its box (it clips its overflow): lines below a line clamp, or a line wider
 * than the box. The width is that of the text itself (a Range), to the fraction of a pixel: scrollWidth is rounded,
 * and a text 0.3 px too wide is drawn with an ellipsis while scrollWidth equals clientWidth (what larger letter
 * and word spacing, WCAG 1.4.12, easily does).
 */
export function isTextCut(el: HTMLElement): boolean {
  if (el.scrollHeight > el.clientHeight + 1) return true;
  const range = el.ownerDocument.createRange();
  range.selectNodeContents(el);
  const text = range.getBoundingClientRect();
  // The content box, unrounded (clientWidth is a whole number of pixels).
  const box = el.getBoundingClientRect();
  const s = getComputedStyle(el);
  const start = box.left + parseFloat(s.borderLeftWidth) + parseFloat(s.paddingLeft);
  const end = box.right - parseFloat(s.borderRightWidth) - parseFloat(s.paddingRight);
  return text.width > 0 && (text.left < start - 0.01 || text.right > end + 0.01);
}

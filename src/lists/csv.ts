import { csvLine } from '../shared/text-safety.js';

/** CSV text (RFC 4180) with formula-injection protection: the shared cell encoder of src/shared. */
export { csvCell, csvLine } from '../shared/text-safety.js';

/** Header line plus one line per row, CRLF separated, with a BOM so spreadsheets read UTF-8. */
export function toCsv(headers: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${[csvLine(headers), ...rows.map(csvLine)].join('\r\n')}\r\n`;
}

/** Saves `text` through a Blob and an object URL (revoked after the click). */
export function downloadCsv(filename: string, text: string, root: ParentNode & Node = document.body): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.style.display = 'none';
  (root as Node).appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

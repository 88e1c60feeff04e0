import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { breakableAddress } from '../../../src/ui/detail-list.js';

const html = (value: string) => renderToStaticMarkup(<>{breakableAddress(value)}</>);

// Design round 9: "admin@example." / "com" at 320 px, "info@bianchisolutions.example." / "com" in a drawer.
describe('breakableAddress', () => {
  it('an e-mail address breaks after its @ and the dots before it, never inside its domain', () => {
    expect(html('admin@example.com')).toBe('admin@<wbr/>example.com');
    expect(html('ada.lovelace@bianchisolutions.example.com')).toBe('ada.<wbr/>lovelace@<wbr/>bianchisolutions.example.com');
  });
  it('an @username and a web address break after their dots and slashes', () => {
    expect(html('@alessandro.ricci40')).toBe('@<wbr/>alessandro.<wbr/>ricci40');
    expect(html('https://example.com/a')).toBe('https:/<wbr/>/<wbr/>example.<wbr/>com/<wbr/>a');
  });
  it('gives any other text back as it is', () => {
    expect(html('Ada Rossi')).toBe('Ada Rossi');
  });
});

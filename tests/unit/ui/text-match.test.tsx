// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { Highlight } from '../../../src/ui/highlight.js';
import { fold, matchText, splitAt } from '../../../src/ui/text-match.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('text matching', () => {
  it('folds case and accents and keeps where each character came from', () => {
    const f = fold('Attività Città');
    expect(f.text).toBe('attivita citta');
    expect(f.index.length).toBe(f.text.length + 1);
    // A decomposed accent (two code units) still maps back to its letter.
    expect(fold('Citta\u0300').text).toBe('citta');
  });

  it('ranks the whole text, its start, a word start, then inside a word', () => {
    expect(matchText('Home', 'home')?.kind).toBe('exact');
    expect(matchText('Customers', 'cus')?.kind).toBe('prefix');
    expect(matchText('Send notification', 'not')).toEqual({ kind: 'word', range: [5, 8] });
    expect(matchText('Business', 'ness')).toEqual({ kind: 'inside', range: [4, 8] });
    expect(matchText('Customers', 'xyz')).toBeNull();
    expect(matchText('Customers', '   ')).toBeNull();
  });

  it('prefers a later word start to an earlier match inside a word', () => {
    // "ada" is inside "Canada" before the word "Ada".
    expect(matchText('Canada Ada', 'ada')).toEqual({ kind: 'word', range: [7, 10] });
  });

  it('gives the range in the text as written, accents included', () => {
    const m = matchText('Bar Città Alta', 'citta a');
    expect(m?.range).toEqual([4, 11]);
    expect(splitAt('Bar Città Alta', m!.range)).toEqual(['Bar ', 'Città A', 'lta']);
    const decomposed = 'Citta\u0300 Alta';
    const d = matchText(decomposed, 'citta');
    expect(decomposed.slice(...d!.range)).toBe('Citta\u0300');
  });
});

describe('Highlight', () => {
  const render = (text: string, query: string) => {
    const div = document.createElement('div');
    const root = createRoot(div);
    act(() => root.render(<Highlight text={text} query={query} />));
    const out = {
      mark: div.querySelector('mark')?.textContent ?? null,
      img: div.querySelector('img'),
      text: div.textContent,
      html: div.innerHTML,
    };
    act(() => root.unmount());
    return out;
  };

  it('marks the matched part', () => {
    const out = render('Ada Lovelace', 'love');
    expect(out.mark).toBe('Love');
    expect(out.text).toBe('Ada Lovelace');
  });

  it('shows markup from the server as text, never as HTML', () => {
    const out = render('<img src=x onerror=alert(1)> Bar', 'bar');
    expect(out.img).toBeNull();
    expect(out.text).toBe('<img src=x onerror=alert(1)> Bar');
    expect(out.html).toContain('&lt;img');
    expect(out.mark).toBe('Bar');
  });

  it('is the plain text when nothing matches', () => {
    const out = render('Ada', 'zz');
    expect(out.mark).toBeNull();
    expect(out.text).toBe('Ada');
  });
});

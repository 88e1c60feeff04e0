// integrating.md's cost figures are generated from the bundle bench (issue 36, item 13): the block between the
// costs markers is what scripts/cost-table.ts makes of bench/results-bundle.json (table padding aside, which
// Prettier owns), and the portal table's figures are checked against a real build by tests/e2e/integration.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { END, START, costBlock, type BundleRow } from '../../../scripts/cost-table.js';

const doc = readFileSync(new URL('../../../docs/integrating.md', import.meta.url), 'utf8');
const results = JSON.parse(readFileSync(new URL('../../../bench/results-bundle.json', import.meta.url), 'utf8')) as { rows: BundleRow[] };
/** Markdown with the table cells' padding and the separators' dash counts taken out. */
const plain = (md: string) =>
  md
    .replace(/ *\| */g, '|')
    .replace(/-{3,}/g, '---')
    .replace(/\n{2,}/g, '\n')
    .trim();

describe('docs/integrating.md: what a panel costs', () => {
  it('the generated block is the one bench/results-bundle.json gives (else: node --import tsx scripts/cost-table.ts)', () => {
    const from = doc.indexOf(START);
    const to = doc.indexOf(END);
    expect(from).toBeGreaterThan(0);
    expect(to).toBeGreaterThan(from);
    expect(plain(doc.slice(from, to + END.length))).toBe(plain(costBlock(results.rows)));
  });

  it('says the loader and every panel’s own chunks in KB, as measured', () => {
    const loader = results.rows.find((r) => r.name.startsWith('loader (index.js'))!;
    expect(doc).toContain(`**${(loader.gzip / 1000).toFixed(1)} KB** gzip`);
    for (const tag of ['admin-customers', 'admin-business', 'admin-notifications']) expect(doc).toContain(`\`<${tag}>\``);
  });
});

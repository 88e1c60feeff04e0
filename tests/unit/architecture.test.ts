// The layering of docs/architecture.md on the resolved import graph of src/ (ESLint checks the import strings; this
// checks where they lead, dynamic and type-only imports included), and no import cycle anywhere in src/: the rules of
// .dependency-cruiser.mjs (generated from layers.json), run by dependency-cruiser, on src/ and on a fixture that
// breaks each of them.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IFlattenedRuleSet, type IForbiddenRuleType } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/layering', import.meta.url));

interface Check {
  /** The whole graph: static, dynamic and type-only imports. */
  whole: ICruiseResult;
  /** The imports that run before their importer: static ones left in the built code. */
  runtime: ICruiseResult;
  /** One line a violation, sorted. */
  violations: string[];
  /** What the rules broken say. */
  why: string;
}

/**
 * Cruises `baseDir`/src with the rules of .dependency-cruiser.mjs, twice. The layer rules on the whole graph; the
 * cycle rule on the runtime graph (type-only imports gone as in the built code, import() targets left out: they run
 * after their importer), where every cycle is one. On the whole graph dependency-cruiser's `viaOnly` may judge an
 * edge by a cycle through an import() or a type and miss a runtime cycle through the same edge.
 */
async function check(baseDir: string): Promise<Check> {
  const { options = {}, ...rules } = await extractDepcruiseConfig(join(ROOT, '.dependency-cruiser.mjs'));
  const forbidden = (rules.forbidden ?? []) as IForbiddenRuleType[];
  const isCycle = (rule: IForbiddenRuleType) => 'to' in rule && 'circular' in rule.to;
  const run = async (extra: object, keep: (rule: IForbiddenRuleType) => boolean) => {
    const ruleSet = { forbidden: forbidden.filter(keep) } as IFlattenedRuleSet;
    const { output } = await cruise(['src'], { ...options, ...extra, baseDir, validate: true, ruleSet });
    return output as ICruiseResult;
  };
  const whole = await run({}, (rule) => !isCycle(rule));
  const runtime = await run({ tsPreCompilationDeps: false, exclude: { ...(options.exclude as object), dynamic: true } }, isCycle);
  const all = [...whole.summary.violations, ...runtime.summary.violations];
  const violations = all
    .map(({ rule, from, to, cycle, dependencyTypes = [] }) => {
      if (cycle) return `${rule.name}: ${[from, ...cycle.map((c) => c.name)].join(' → ')}`;
      const how = dependencyTypes.includes('dynamic-import')
        ? ' (import())'
        : dependencyTypes.some((t) => t.startsWith('type-'))
          ? ' (type)'
          : '';
      return `${rule.name}: ${from}${to === from ? '' : ` → ${to}`}${how}`;
    })
    .sort();
  const names = new Set(all.map((v) => v.rule.name));
  const why = forbidden
    .filter((r) => names.has(r.name ?? ''))
    .map((r) => `${r.name}: ${r.comment}`)
    .filter((line, i, lines) => lines.indexOf(line) === i)
    .join('\n');
  return { whole, runtime, violations, why };
}

const edges = (result: ICruiseResult, from: string) => result.modules.find((m) => m.source === from)?.dependencies ?? [];

describe('architecture', () => {
  let src: Check;
  beforeAll(async () => {
    src = await check(ROOT);
  }, 120_000);

  it('reads the import graph (a self-check: known edges are found)', () => {
    const staticEdge = { resolved: 'src/state/session.ts', dynamic: false };
    const dynamicEdge = { resolved: 'src/features/customers/customers-screen.tsx', dynamic: true };
    expect(edges(src.whole, 'src/state/api.ts')).toContainEqual(expect.objectContaining(staticEdge));
    expect(edges(src.whole, 'src/screens/manifest.ts')).toContainEqual(expect.objectContaining(dynamicEdge));
    // The runtime graph keeps the static import and drops the import().
    expect(edges(src.runtime, 'src/state/api.ts')).toContainEqual(expect.objectContaining(staticEdge));
    expect(edges(src.runtime, 'src/screens/manifest.ts')).not.toContainEqual(expect.objectContaining({ resolved: dynamicEdge.resolved }));
    expect(src.whole.summary.totalCruised).toBeGreaterThan(400);
  });

  it('every import stays within what its layer may use, and no import cycle (layers.json, docs/architecture.md)', () => {
    expect(src.violations, src.why).toEqual([]);
  });

  it('the same rules find each kind of violation in a fixture', async () => {
    const { violations } = await check(FIXTURE);
    expect(violations).toEqual([
      'feature-to-feature: src/features/one/screen.ts → src/features/two/two.ts',
      'layer-api: src/api/call.ts → src/state/session.ts (type)',
      'layer-screens-import(): src/screens/manifest.ts → src/state/session.ts (import())',
      'layer-screens: src/screens/manifest.ts → src/state/store.ts',
      'layer-shared: src/shared/format.ts → src/state/session.ts',
      'no-circular: src/state/a.ts → src/state/b.ts → src/state/c.ts → src/state/a.ts',
      'no-circular: src/state/session.ts → src/state/store.ts → src/state/session.ts',
      'not-in-a-layer: src/index.ts',
      'not-in-a-layer: src/misc/tool.ts → src/shared/format.ts',
    ]);
  }, 60_000);
});

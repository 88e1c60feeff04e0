// The order the test files start in: the longest first, so the two workers end together instead of one running
// a long file alone at the end. CI starts from a clean clone, with no timings of an earlier run, so the durations
// come from tests/durations.json (written from a run by scripts/test-durations.ts); a file it does not list yet
// is placed by its size, as vitest does (a byte counted as a millisecond: a 20 KB file as 20 s).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// vitest runs from the repository's root (its config's folder).
const ROOT = process.cwd();
const FILE = resolve(ROOT, 'tests/durations.json');
const durations: Record<string, number> = existsSync(FILE) ? (JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, number>) : {};

/** Seconds the file is expected to take. */
const expected = (file: string): number => durations[relative(ROOT, file)] ?? statSync(file).size / 1000;

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        (a.project.name < b.project.name ? -1 : a.project.name > b.project.name ? 1 : 0) ||
        expected(b.moduleId) - expected(a.moduleId),
    );
  }
}

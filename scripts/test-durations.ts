// Writes tests/durations.json from a vitest JSON report: each test file's duration in seconds, which the
// sequencer (tests/sequencer.ts) uses to start the longest files first.
//   npx vitest run --reporter=default --reporter=json --outputFile.json=/tmp/vitest.json
//   node --import tsx scripts/test-durations.ts /tmp/vitest.json
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const report = process.argv[2];
if (!report) {
  console.error('usage: node --import tsx scripts/test-durations.ts <vitest JSON report>');
  process.exit(2);
}
const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as {
  testResults: { name: string; startTime: number; endTime: number }[];
};
const durations = Object.fromEntries(
  testResults
    .map((t) => [relative(process.cwd(), t.name), Math.round((t.endTime - t.startTime) / 100) / 10] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync('tests/durations.json', `${JSON.stringify(durations, null, 2)}\n`);
console.log(`tests/durations.json: ${Object.keys(durations).length} files`);

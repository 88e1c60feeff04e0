import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRecords, csvLine } from '../../src/cli/lib/csv.js';
import { detectFormat, parseRecords } from '../../src/cli/lib/records.js';
import { backoffDelay, parseRate } from '../../src/cli/lib/retry.js';
import { buildPlan } from '../../src/cli/lib/plan.js';
import { notificationItem } from '../../src/cli/commands/notify/payload.js';
import { parseRetryAfter, isRetryable } from '../../src/cli/lib/api.js';
import { ApiError, NetworkError } from '../../src/api/errors.js';
import { CliError } from '../../src/cli/lib/io.js';
import { summaryLine, table, useColor } from '../../src/cli/lib/output.js';
import { progressBar } from '../../src/cli/lib/progress.js';
import { fakeIo } from './helpers.js';

describe('csv', () => {
  it('parses quotes, escaped quotes, CRLF and newlines inside quotes with start lines', () => {
    const recs = parseCsvRecords('a,b\r\n"x, y","he said ""hi"""\n"multi\nline",z\n\nlast,1');
    expect(recs.map((r) => r.line)).toEqual([1, 2, 3, 6]);
    expect(recs[1]!.fields).toEqual(['x, y', 'he said "hi"']);
    expect(recs[2]!.fields).toEqual(['multi\nline', 'z']);
  });
  it('reports rows with a wrong column count by line', () => {
    const { rows, errors } = parseCsv('title,message\nA,B\nonly\nC,D,E\n');
    expect(rows).toHaveLength(1);
    expect(errors.map((e) => e.line)).toEqual([3, 4]);
  });
  it('keeps the rows before an unterminated quote and reports it with its line', () => {
    const { rows, errors } = parseCsv('a,b\n1,2\n"3,4\n5,6\n');
    expect(rows.map((r) => r.line)).toEqual([2]);
    expect(errors.map((e) => e.line)).toEqual([3]);
    expect(errors[0]!.message).toMatch(/unterminated quoted field/);
  });
  it('round-trips cells that need quoting', () => {
    expect(csvLine(['a,b', 'q"', 1, null])).toBe('"a,b","q""",1,');
  });
});

describe('records', () => {
  it('detects formats and numbers NDJSON lines', () => {
    expect(detectFormat('-', '[{"id":1}]')).toBe('json');
    expect(detectFormat('-', '{"id":1}\n')).toBe('ndjson');
    expect(detectFormat('x.csv', 'id\n1')).toBe('csv');
    const { records, problems } = parseRecords('{"id":1}\n\nnot json\n{"id":2}\n', 'ndjson');
    expect(records.map((r) => r.line)).toEqual([1, 4]);
    expect(problems).toEqual([{ line: 3, message: 'not valid JSON' }]);
  });
});

describe('notification items and plans', () => {
  it('validates with the contract and reports every bad row with its line before sending', () => {
    const { records, problems } = parseRecords(
      'title,message,target,member,country\nHi,Hello,all,,IT\n,Hello,all,,\nHi,Hello,single,,\nHi,Hello,all,,XX\nHi,Hello,all,,IT\n',
      'csv',
    );
    expect(problems).toEqual([]);
    let err: unknown;
    try {
      buildPlan('c.csv', records, problems, notificationItem);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(CliError);
    expect((err as CliError).exitCode).toBe(2);
    expect((err as CliError).message).toMatch(/c\.csv:3: title is required/);
    expect((err as CliError).message).toMatch(/c\.csv:4: memberId is required for the SINGLE target/);
    expect((err as CliError).message).toMatch(/c\.csv:5: targetCountry must be one of/);
  });
  it('de-duplicates identical notifications with stable keys', () => {
    const { records } = parseRecords('title,message,target,member,country\nHi,Hello,single,7,\nHi,Hello,SINGLE,7,\nHi,Hello,single,8,\n', 'csv');
    const plan = buildPlan('c.csv', records, [], notificationItem);
    expect(plan.items).toHaveLength(2);
    expect(plan.skipped).toEqual([expect.objectContaining({ line: 3, reason: 'duplicate of line 2' })]);
    expect(plan.items[0]!.payload).toEqual({ title: 'Hi', message: 'Hello', type: 'SYSTEM', target: 'SINGLE', memberId: 7 });
  });
});

describe('retry policy', () => {
  it('backs off exponentially with jitter and a cap', () => {
    expect(backoffDelay(1, { baseMs: 100, random: () => 0 })).toBe(50);
    expect(backoffDelay(3, { baseMs: 100, random: () => 1 })).toBe(400);
    expect(backoffDelay(30, { baseMs: 100, capMs: 1000, random: () => 1 })).toBe(1000);
  });
  it('parses rates and Retry-After', () => {
    expect(parseRate('20/s')).toBe(20);
    expect(parseRate('600/m')).toBe(10);
    expect(parseRate('fast')).toBeNaN();
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter(new Date(Date.now() + 5000).toUTCString())).toBeGreaterThan(3000);
  });
  it('retries network errors, 429, 5xx and in-progress idempotency conflicts only', () => {
    expect(isRetryable(new NetworkError('reset'))).toBe(true);
    expect(isRetryable(new ApiError('x', 503))).toBe(true);
    expect(isRetryable(new ApiError('slow down', 429))).toBe(true);
    expect(isRetryable(new ApiError('A request with this Idempotency-Key is in progress, retry later', 409))).toBe(true);
    expect(isRetryable(new ApiError('bad', 400))).toBe(false);
    expect(isRetryable(new ApiError('nope', 404))).toBe(false);
  });
});

describe('output', () => {
  it('aligns tables and prints the summary', () => {
    expect(table(['A', 'BB'], [['xxx', 'y']])).toBe('A    BB\nxxx  y');
    expect(summaryLine({ succeeded: 2, failed: 1, skipped: 0 })).toBe('2 succeeded, 1 failed, 0 skipped');
  });
});

describe('progress and colour', () => {
  it('draws counts, rate and ETA on stderr only on a terminal', () => {
    let t = 0;
    const tty = fakeIo({ isTTY: true });
    const bar = progressBar(tty.io, 4, 'notify send', () => t);
    t = 1000;
    bar.tick('ok');
    t = 2000;
    bar.tick('failed');
    bar.done();
    expect(tty.stderr()).toMatch(/2\/4 ok 1 failed 1 skipped 0 \| 1\.0\/s \| ETA 2\.0s/);
    expect(tty.stdout()).toBe('');
    const pipe = fakeIo({ isTTY: false });
    const quiet = progressBar(pipe.io, 4, 'x');
    quiet.tick('ok');
    quiet.done();
    expect(pipe.stderr()).toBe('');
  });
  it('honours NO_COLOR and --no-color', () => {
    const io = fakeIo({ isTTY: true, env: { NO_COLOR: undefined } }).io;
    expect(useColor(io, {})).toBe(true);
    expect(useColor(io, { color: false })).toBe(false);
    expect(useColor({ ...io, env: { NO_COLOR: '1' } }, {})).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRecords, csvLine } from '../../src/cli/lib/csv.js';
import { detectFormat, parseRecords } from '../../src/cli/lib/records.js';
import { backoffDelay, parseRate } from '../../src/cli/lib/retry.js';
import { buildPlan } from '../../src/cli/lib/plan.js';
import { notificationItem } from '../../src/cli/commands/notify/payload.js';
import { parseRetryAfter, isRetryable, timeoutMs } from '../../src/cli/lib/api.js';
import { ApiError, NetworkError } from '../../src/api/errors.js';
import { CliError } from '../../src/cli/lib/io.js';
import { safe, summaryLine, table, useColor } from '../../src/cli/lib/output.js';
import { shellJoin, shellQuote } from '../../src/cli/lib/shell.js';
import { resumeCommand } from '../../src/cli/lib/bulk-report.js';
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
    expect((err as CliError).message).toMatch(/c\.csv:4: member is required for the SINGLE target/);
    expect((err as CliError).message).toMatch(/c\.csv:5: country must be one of/);
  });
  it('de-duplicates identical notifications with stable keys', () => {
    const { records } = parseRecords(
      'title,message,target,member,country\nHi,Hello,single,7,\nHi,Hello,SINGLE,7,\nHi,Hello,single,8,\n',
      'csv',
    );
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
    // Decided by the stable code, never by the message text.
    expect(
      isRetryable(
        new ApiError('A request with this Idempotency-Key is in progress, retry later', 409, { code: 'idempotency_in_progress' }),
      ),
    ).toBe(true);
    expect(isRetryable(new ApiError('A request with this Idempotency-Key is in progress, retry later', 409))).toBe(false);
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
  it('the rate and ETA follow the last 10 seconds: after an outage they show the pace of now', () => {
    let t = 0;
    const tty = fakeIo({ isTTY: true });
    const bar = progressBar(tty.io, 1000, 'members disable', () => t);
    // 100 items in 10 s, then nothing for 60 s, then 20 in the next 10 s.
    for (let i = 1; i <= 100; i++) {
      t = i * 100;
      bar.tick('ok');
    }
    t = 70_000;
    bar.tick('ok');
    for (let i = 1; i <= 20; i++) {
      t = 70_000 + i * 500;
      bar.tick('ok');
    }
    bar.done();
    const lastLine = tty.stderr().split('\r').at(-2)!;
    // A whole-run average would say 121/80 s = 1.5/s; the last 10 s ran at 2/s.
    expect(lastLine).toMatch(/121 of 1,000 done: 121 ok, 0 failed \| 2\.\d\/s \| ETA 7m\d\ds/);
  });

  it('one line that fits the terminal: the bar narrows, then the rate goes', () => {
    let t = 0;
    const narrow = fakeIo({ isTTY: true });
    narrow.io.stderrColumns = 60;
    const bar = progressBar(narrow.io, 300, 'notify send', () => t);
    t = 1000;
    bar.tick('ok');
    bar.done();
    for (const frame of narrow.stderr().split('\r').filter(Boolean))
      expect([...frame.replace(/\x1b\[K|\n/g, '')].length).toBeLessThanOrEqual(59);
    expect(narrow.stderr()).toContain('1 of 300 done: 1 ok, 0 failed');
  });

  it('draws counts, rate and ETA on stderr only on a terminal', () => {
    let t = 0;
    const tty = fakeIo({ isTTY: true });
    const bar = progressBar(tty.io, 4, 'notify send', () => t);
    t = 1000;
    bar.tick('ok');
    t = 2000;
    bar.tick('failed');
    bar.done();
    expect(tty.stderr()).toMatch(/2 of 4 done: 1 ok, 1 failed \| 1\.0\/s \| ETA 2\.0s/);
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

describe('shell quoting, timeouts and the resume command', () => {
  it('quotes arguments for a POSIX shell only when needed', () => {
    expect(shellQuote('ids.txt')).toBe('ids.txt');
    expect(shellQuote('http://127.0.0.1:3000/v1')).toBe('http://127.0.0.1:3000/v1');
    expect(shellQuote('my file.csv')).toBe("'my file.csv'");
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    expect(shellQuote('$HOME `x`')).toBe("'$HOME `x`'");
    expect(shellQuote('')).toBe("''");
    expect(shellQuote("a\x1b[2J'\u202eb\\")).toBe("$'a\\x1b[2J\\'\\u202eb\\\\'");
    expect(shellJoin(['backoffice', 'notify', 'send', '--file', 'a b.csv'])).toBe("backoffice notify send --file 'a b.csv'");
  });
  it('reads --timeout, then BACKOFFICE_TIMEOUT, else 30 s; 0 is no limit; anything else is a usage error', () => {
    expect(timeoutMs({}, {})).toBe(30_000);
    expect(timeoutMs({}, { BACKOFFICE_TIMEOUT: '5' })).toBe(5000);
    expect(timeoutMs({ timeout: '1.5' }, { BACKOFFICE_TIMEOUT: '5' })).toBe(1500);
    expect(timeoutMs({ timeout: '0' }, {})).toBe(0);
    for (const bad of ['-1', 'soon', '', '1e9'])
      expect(() => timeoutMs({ timeout: bad }, {})).toThrow(/--timeout must be a number of seconds/);
    expect(() => timeoutMs({}, { BACKOFFICE_TIMEOUT: 'x' })).toThrow(/BACKOFFICE_TIMEOUT/);
  });
  it('the resume command is the command and --resume with the quoted results file; stdin input is asked for again', () => {
    expect(resumeCommand({ command: 'members disable' }, '/r/run 1.ndjson')).toBe("backoffice members disable --resume '/r/run 1.ndjson'");
    expect(resumeCommand({ command: 'notify send', stdinUsed: true }, '/r.ndjson')).toBe(
      'backoffice notify send --resume /r.ndjson --file - --yes',
    );
  });
});

describe('tables of data', () => {
  it('fit a width: the widest column gives way first, down to its header or 6; cut cells end in "…", the last wraps', () => {
    const rows = [['1', 'Ada Rossi', 'a-very-long-email-address@example.com', 'IT']];
    expect(table(['ID', 'NAME', 'EMAIL', 'CC'], rows)).toContain('a-very-long-email-address@example.com');
    const fitted = table(['ID', 'NAME', 'EMAIL', 'CC'], rows, 40).split('\n');
    expect(Math.max(...fitted.map((l) => [...l].length))).toBeLessThanOrEqual(40);
    expect(fitted[1]).toMatch(/^1   Ada Rossi  a-very-long-email-ad…  IT$/);
    // Too narrow for every floor: columns stop at their floor (the line is as short as it can be).
    // The last column wraps under itself instead of being cut (at spaces, a longer word split).
    expect(
      table(['ID', 'NAME'], [['1', 'Alessandra Bianchi']], 5)
        .split('\n')
        .slice(1),
    ).toEqual(['1   Alessa', '    ndra', '    Bianch', '    i']);
  });

  it('columns named to give way first do so down to their floor before any other is cut', () => {
    const rows = [['scheduled in 4d', 'Saldi di fine anno', 'Ada Rossi (#1)']];
    expect(table(['STATUS', 'TITLE', 'AUTHOR'], rows, 40).split('\n').slice(1)).toEqual([
      'scheduled i…  Saldi di fi…  Ada Rossi',
      `${' '.repeat(28)}(#1)`,
    ]);
    // With a room for the last column, free text keeps room for words (20 characters, or its widest cell) and wraps:
    // the others give way (issue 37's trial found titles wrapped 6 characters a line at 80 columns).
    expect(table(['STATUS', 'TITLE', 'AUTHOR'], rows, 40, [1, 2]).split('\n')[1]).toBe('scheduled in 4d  Saldi di …  Ada Rossi');
    expect(table(['STATUS', 'TITLE', 'AUTHOR'], rows, 40, [1, 2], 20).split('\n')[1]).toBe('scheduled in 4d  Saldi …  Ada Rossi (#1)');
    expect(
      table(
        ['ID', 'STATUS', 'AUTHOR', 'TITLE'],
        [['75', 'scheduled in 2d', 'Ada Rossi', 'Planned downtime for the whole directory']],
        40,
        [3, 2],
        20,
      ).split('\n'),
    ).toEqual(['ID  STATUS  AUTHOR  TITLE', '75  sched…  Ada R…  Planned downtime for', '                    the whole directory']);
    // Past their floors the others give way as before.
    expect(table(['STATUS', 'TITLE', 'AUTHOR'], rows, 24, [1]).split('\n')[1]).toBe('schedu…  Saldi…  Ada');
  });

  it('cells escaped with safe() keep their columns aligned', () => {
    const t = table(
      ['NAME', 'X'],
      [
        [safe('a\x1b[2Jb'), '1'],
        ['plain', '2'],
      ],
    );
    expect(t).toBe('NAME       X\na\\x1b[2Jb  1\nplain      2');
  });
});

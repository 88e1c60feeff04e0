import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../../src/api/contract/audit.js';
import { groupRuns } from '../../../../src/features/activity/group-runs.js';

let n = 100;
const ev = (action: AuditEvent['action'], batchId?: string, actorId = 1): AuditEvent => ({
  id: String(n--),
  at: '2026-11-28T10:00:00.000Z',
  actor: { id: actorId, name: 'Ada Rossi' },
  action,
  target: { type: 'member', id: String(n), label: `Member ${n}` },
  changes: null,
  requestId: null,
  ...(batchId ? { batchId } : {}),
  ip: null,
  userAgent: null,
});
const shape = (events: AuditEvent[]) =>
  groupRuns(events).map((i) => (i.kind === 'run' ? `${i.events[0]!.action}×${i.events.length}` : i.event.action));

describe('groupRuns: the events of one bulk run are one entry', () => {
  it('a disable of 3 and its undo: two entries, not six', () => {
    const undo = [1, 2, 3].map(() => ev('member.enabled', 'undo'));
    const run = [1, 2, 3].map(() => ev('member.disabled', 'run'));
    expect(shape([...undo, ...run])).toEqual(['member.enabled×3', 'member.disabled×3']);
  });

  it('no batch, one event of a batch, another actor or action, or an action without a counted text: one entry each', () => {
    expect(shape([ev('member.disabled'), ev('member.disabled')])).toEqual(['member.disabled', 'member.disabled']);
    expect(shape([ev('member.disabled', 'a'), ev('member.disabled', 'b')])).toEqual(['member.disabled', 'member.disabled']);
    expect(shape([ev('member.disabled', 'a', 1), ev('member.disabled', 'a', 2)])).toEqual(['member.disabled', 'member.disabled']);
    expect(shape([ev('product.deleted', 'a'), ev('product.deleted', 'a')])).toEqual(['product.deleted', 'product.deleted']);
  });

  it('only consecutive events: another event between them splits the run', () => {
    expect(shape([ev('member.disabled', 'a'), ev('member.disabled', 'a'), ev('auth.signed_in'), ev('member.disabled', 'a')])).toEqual([
      'member.disabled×2',
      'auth.signed_in',
      'member.disabled',
    ]);
  });
});

import type { AuditEvent } from '../../api/contract/audit.js';

/** The actions whose bulk runs are one row of the trail (they have a counted sentence, `activity.group.*`). */
export const GROUPED_ACTIONS = ['member.disabled', 'member.enabled'] as const;
const grouped = new Set<string>(GROUPED_ACTIONS);

/** An entry of the trail: one event, or the events of one bulk run (two or more, newest first). */
export type TrailItem = { kind: 'event'; event: AuditEvent } | { kind: 'run'; events: AuditEvent[] };

const sameRun = (a: AuditEvent, b: AuditEvent) =>
  !!a.batchId && a.batchId === b.batchId && a.action === b.action && a.actor.id === b.actor.id && grouped.has(a.action);

/**
 * The trail's events with the consecutive ones of one bulk run (same `batchId`, action and actor) folded into one
 * item. A run cut by "Load more" stays two items until its next page is read, which joins them.
 */
export function groupRuns(events: readonly AuditEvent[]): TrailItem[] {
  const out: TrailItem[] = [];
  let run: AuditEvent[] = [];
  const flush = () => {
    if (run.length > 1) out.push({ kind: 'run', events: run });
    else if (run.length === 1) out.push({ kind: 'event', event: run[0]! });
    run = [];
  };
  for (const e of events) {
    if (run.length && !sameRun(run[0]!, e)) flush();
    run.push(e);
  }
  flush();
  return out;
}

import type { SentNotification } from '../../../api/contract/index.js';
import type { Io } from '../../lib/io.js';
import { safe, safeText, type Paint, num } from '../../lib/output.js';
import { fromNow, scheduleText } from '../../lib/schedule.js';
import { absoluteTime, when } from '../../lib/time.js';

/** "Ada Rossi (#1)" */
export const authorOf = (s: SentNotification) =>
  s.author.name && s.author.id !== null
    ? `${safe(s.author.name)} (#${s.author.id})`
    : s.author.name
      ? safe(s.author.name)
      : s.author.id !== null
        ? `#${s.author.id}`
        : '-';

/** Like the plan of `notify send`: "member 12 (Marco Bianchi)", "COMPANIES in ES", "ALL". */
export const targetOf = (s: SentNotification) =>
  s.target === 'SINGLE'
    ? s.member
      ? `member ${s.member.id}${s.member.name ? ` (${safe(s.member.name)})` : ''}`
      : 'member ?'
    : `${safe(s.target)}${s.targetCountry ? ` in ${safe(s.targetCountry)}` : ''}`;

/** The TARGET cell: who it went to; a test went to its author only, whatever target it was composed for. */
export const targetCell = (s: SentNotification) => (s.test ? 'author only' : targetOf(s));

/** Statuses after which nothing changes any more. */
export const FINAL_STATUSES: ReadonlySet<string> = new Set(['sent', 'failed', 'cancelled']);

/** The status in colour: sent green, failed red, cancelled dim, the others (still to come) yellow. */
export const paintStatus = (status: string, c: Paint) =>
  status === 'sent'
    ? c.green(safe(status))
    : status === 'failed'
      ? c.red(safe(status))
      : status === 'cancelled'
        ? c.dim(safe(status))
        : c.yellow(safe(status));

/**
 * The STATUS cell of `notify list`: the status, when a scheduled send is due (relative and UTC, as the SENT
 * column), and "test" for a test send: "sent", "scheduled in 4d (2026-12-01 08:00:00 UTC)", "sent, test".
 * `short` leaves out the UTC time ("scheduled in 4d"), for a terminal too narrow for it.
 */
export function statusCell(s: SentNotification, c: Paint, now = Date.now(), short = false): string {
  const due = s.status === 'scheduled' && s.sendAt ? ` ${fromNow(s.sendAt, now)}${short ? '' : ` (${absoluteTime(s.sendAt)})`}` : '';
  return `${paintStatus(s.status, c)}${safe(due)}${s.test ? `, ${c.bold('test')}` : ''}`;
}

/** "12/80": delivered so far of the audience. */
export const deliveredCell = (s: SentNotification) => `${num(s.delivered)}/${num(s.recipients)}`;

/** " (50%)": the share delivered, once a send has started. */
const share = (s: SentNotification) =>
  s.recipients > 0 && s.status !== 'scheduled' ? ` (${Math.floor((s.delivered / s.recipients) * 100)}%)` : '';

/** "40 of 80 (50%)": delivered so far of the audience. */
const deliveredText = (s: SentNotification) => `${num(s.delivered)} of ${num(s.recipients)}${share(s)}`;

/** "sending, 40 of 80 delivered (50%)": one line about where a send is (notify show --watch). */
export function progressText(s: SentNotification, env: Io['env'], now = Date.now()): string {
  if (s.status === 'scheduled')
    return `scheduled for ${s.sendAt ? scheduleText(s.sendAt, env, now) : 'later'}, to ${num(s.recipients)} recipient${s.recipients === 1 ? '' : 's'} as counted when scheduled`;
  return `${safe(s.status)}, ${num(s.delivered)} of ${num(s.recipients)} delivered${share(s)}`;
}

/** The details of one send for people (`notify show`): every value from the server escaped. */
export function sendDetails(s: SentNotification, c: Paint, env: Io['env'], now = Date.now()): string {
  const rows: Array<[string, string]> = [
    ['Status', `${paintStatus(s.status, c)}${s.test ? `, ${c.bold('test')}` : ''}`],
    ['Delivered', deliveredText(s)],
    ['Target', s.test ? `${targetOf(s)}, as a test: sent to its author only` : targetOf(s)],
    ['Author', authorOf(s)],
    ['Created', safe(when(s.sentAt, now))],
  ];
  if (s.sendAt) rows.push(['Send at', scheduleText(s.sendAt, env, now)]);
  if (s.finishedAt) rows.push([s.status === 'cancelled' ? 'Cancelled' : 'Finished', safe(when(s.finishedAt, now))]);
  const message = safeText(s.message)
    .split('\n')
    .map((l) => `  ${l}`)
    .join('\n');
  return [
    `Notification ${safe(s.id)}: ${c.bold(`"${safe(s.title)}"`)}`,
    ...rows.map(([k, v]) => `${`${k}:`.padEnd(11)}${v}`),
    'Message:',
    message,
  ].join('\n');
}

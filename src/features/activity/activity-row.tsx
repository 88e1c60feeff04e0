import { Fragment, useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { changeField, changeSummary, changeValue, visibleChanges } from './change-text.js';
import { css } from 'styled-system/css';
import type { AuditEvent } from '../../api/contract/audit.js';
import { useLang, useT } from '../../i18n/index.js';
import { cx } from '../../ui/cx.js';
import { Link } from '../../connected/link.js';
import { ChevronDownIcon, ChevronRightIcon } from '../../ui/icons.js';
import { targetLink } from './activity-target.js';
import { ACTOR_MARK, absoluteTime, activitySentencePieces, markPieces, relativeTime, type SentencePiece } from '../../ui/activity-text.js';

/** How the row's target link changes the panel itself (a member's history, Recently deleted). */
export interface PanelLinks {
  href(filters: Record<string, string>): string;
  go(filters: Record<string, string>): void;
  /** Whether the panel already shows these filters (no link to where we are). */
  shows(filters: Record<string, string>): boolean;
}

/**
 * What tells a member apart from another of the same name shown on the page ("@arthur.bernard56", else their
 * e-mail), or null when their name is the only one of its kind there (design round 12).
 */
export type HandleOf = (who: {
  id: number | string | null;
  name: string | null;
  username?: string | null;
  email?: string;
}) => string | null;

/** The `HandleOf` of a page of events: the names two different members (actors or member targets) share on it. */
export function handlesOf(events: readonly AuditEvent[], lang: string): HandleOf {
  const ids = new Map<string, Set<string>>();
  const note = (name: string | null | undefined, id: number | string | null) => {
    if (!name || id === null) return;
    const set = ids.get(name) ?? new Set<string>();
    set.add(String(id));
    ids.set(name, set);
  };
  for (const e of events) {
    note(e.actor.name, e.actor.id);
    if (e.target.type === 'member') note(named(e, lang).target.label, e.target.id);
  }
  return (who) => {
    if (!who.name || (ids.get(who.name)?.size ?? 0) < 2) return null;
    return who.username ? `@${who.username}` : (who.email ?? null);
  };
}

const handleStyle = css({ color: 'fg.muted', fontSize: '13px' });

/** A member's handle after their name, muted (nothing when their name is unique on the page). */
function Handle({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <>
      {' '}
      <span className={handleStyle} data-part="activity-handle">
        {text}
      </span>
    </>
  );
}

const isModified = (e: MouseEvent) => e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0;

/** The target's label: a link to it when there is somewhere to go. */
function Target({ event, label, panel }: { event: AuditEvent; label: string; panel: PanelLinks }) {
  const link = targetLink(event);
  if (!link || (link.kind === 'panel' && panel.shows(link.filters))) return <>{label}</>;
  if (link.kind === 'route')
    return (
      <Link to={link.to} data-part="activity-target" tabIndex={-1}>
        {label}
      </Link>
    );
  return (
    <Link
      to={panel.href(link.filters)}
      data-part="activity-target"
      tabIndex={-1}
      onClick={(e) => {
        if (isModified(e)) return;
        e.preventDefault();
        panel.go(link.filters);
      }}
    >
      {label}
    </Link>
  );
}

/**
 * One layout for every row, with or without changes: on a wide panel the sentence, then the time and the
 * Changes button in columns of fixed width (the time at the same x on every row and page); on a phone a
 * compact entry (issue 38): who and what on one line, when (and the Changes button, its icon) on the next,
 * the summary of the changes behind the expansion with the table. The row is the trail's Tab stop (see
 * `useItemKeys`): its focus ring is drawn inside it.
 */
const row = css({
  display: 'grid',
  // Wide: the time at the row's end, right-aligned (design round 9: the time sat mid-row, before an empty column).
  // A phone: when and what changed share the line under the sentence (round 11: the changes were behind the
  // expansion), the summary cut to that line until the entry is opened. The entry's one expander is inline after
  // its sentence at every width (design review round 13: a middle column of its own for Changes, inline for runs).
  gridTemplateColumns: { base: 'auto minmax(0, 1fr)', md: 'minmax(0, 1fr) 9rem' },
  gridTemplateAreas: {
    base: '"sentence sentence" "time diff" "changes changes"',
    md: '"sentence time" "diff time" "changes changes"',
  },
  alignItems: 'center',
  columnGap: { base: '1.5', md: '3' },
  rowGap: '0',
  py: { base: '1.5', md: '3' },
  px: '4',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '-2px' },
});
const sentence = css({ gridArea: 'sentence', minW: '0', overflowWrap: 'anywhere' });
/**
 * On a phone, closed: the sentence on at most two lines (one cut the meaning off: "Ada Rossi made Marco Bianchi a…",
 * keyboard trial of issue 39); the whole of it read out, and shown once expanded.
 */
const oneLine = css({
  lineClamp: '2',
  md: { lineClamp: 'unset' },
});
const via = css({ color: 'fg.muted' });
// "5 days ago · Username: …": the dot between the time and the summary on a phone, drawn (no text: an empty
// alternative for assistive technology).
const diffLine = css({
  gridArea: 'diff',
  minW: '0',
  color: 'fg.muted',
  fontSize: '13px',
  md: { mt: '0.5' },
  mdDown: { _before: { content: '"· " / ""' } },
});
/**
 * The summary of the changes: on a phone after the time, on its line, cut there until the entry is opened. Open
 * and closed are two classes never given together: two atomic `white-space` classes on one element would be
 * decided by their order in the style sheet.
 */
const diffClosed = css({ mdDown: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } });
const diffOpen = css({ overflowWrap: 'anywhere' });
const time = css({
  gridArea: 'time',
  textAlign: { base: 'start', md: 'end' },
  color: 'fg.muted',
  fontSize: '13px',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
const changes = css({
  fontSize: '13px',
  borderCollapse: 'collapse',
  '& th, & td': {
    textAlign: 'start',
    px: '2',
    py: '1',
    borderWidth: '1px',
    borderColor: 'border.default',
    overflowWrap: 'anywhere',
  },
});

/**
 * An entry that opens and closes: Enter on the entry itself (its changes, and on a phone its whole sentence), or a
 * tap on it off its links and buttons (a touch user opens the cut sentence of an entry without changes too; a
 * selection being made is left alone).
 */
function useEntryToggle() {
  const [open, setOpen] = useState(false);
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key !== 'Enter' || e.target !== e.currentTarget || e.repeat) return;
    e.preventDefault();
    setOpen((o) => !o);
  };
  const onClick = (e: MouseEvent<HTMLLIElement>) => {
    if ((e.target as Element).closest('a, button') || String(getSelection() ?? '') !== '') return;
    setOpen((o) => !o);
  };
  return { open, setOpen, onKeyDown, onClick };
}

/**
 * The entry's one disclosure, inline after its sentence, at every width (design review round 13): "Changes ›" after
 * an entry's sentence, a bare "›" after a run's ("disabled 3 members ›": the sentence says the count once; the button's
 * name says what it opens, "Show the 3 members"). A small ghost control on the sentence's line: a 24 px target
 * (WCAG 2.5.8) that takes 20 px of the line, so the entry stays as tall as any other.
 */
function InlineExpander({
  open,
  setOpen,
  controls,
  word,
  label,
  glued = false,
}: {
  /** Inside a no-wrap box with the sentence's last word: a margin, not a space, before it. */
  glued?: boolean;
  open: boolean;
  setOpen: (f: (o: boolean) => boolean) => void;
  controls: string;
  /** The word shown before the chevron (none: the chevron alone, `label` its name). */
  word?: string;
  label?: string;
}) {
  // A line may break before "· Changes", not inside it; a bare chevron is kept with the word before it (`glued`).
  const button = (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={label}
      onClick={() => setOpen((o) => !o)}
      data-part="activity-expand"
      className={cx(inlineToggle, !word && css({ minW: '6', justifyContent: 'center' }), (glued || !!word) && css({ ml: '1' }))}
      tabIndex={-1}
    >
      {word}
      {open ? <ChevronDownIcon size={14} /> : <ChevronRightIcon size={14} />}
    </button>
  );
  if (!word) return glued ? button : <> {button}</>;
  return (
    <>
      {' '}
      <span className={css({ whiteSpace: 'nowrap' })}>
        <span className={via} aria-hidden="true">
          ·
        </span>
        {button}
      </span>
    </>
  );
}

const inlineToggle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5',
  h: '6',
  my: '-0.5',
  px: '1',
  border: 'none',
  borderRadius: 'l1',
  bg: 'transparent',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  // Small, as the time and the summaries beside it.
  fontSize: '13px',
  lineHeight: '1',
  color: 'fg.muted',
  _hover: { color: 'fg.default', bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '1px' },
});

/** A sentence's pieces: the actor and a member target followed by their handle when needed, the target a link. */
function Pieces({ pieces, event, panel, handle }: { pieces: SentencePiece[]; event: AuditEvent; panel: PanelLinks; handle: HandleOf }) {
  return (
    <>
      {pieces.map((p, i) =>
        p.kind === 'text' ? (
          <Fragment key={i}>{p.text}</Fragment>
        ) : p.kind === 'actor' ? (
          <Fragment key={i}>
            {p.text}
            <Handle text={handle(event.actor)} />
          </Fragment>
        ) : (
          <Fragment key={i}>
            <Target event={event} label={p.text} panel={panel} />
            {event.target.type === 'member' && <Handle text={handle({ ...event.target, name: p.text })} />}
          </Fragment>
        ),
      )}
    </>
  );
}

/** The event with its target named in `lang` when the server knows its names (a category, not its code). */
export function named(e: AuditEvent, lang: string): AuditEvent {
  const name = e.target.names?.[lang];
  return name ? { ...e, target: { ...e.target, label: name } } : e;
}

/** One event: its sentence, how long ago (the absolute time in the tooltip), and its changes on demand. */
export function ActivityRow({
  event,
  now,
  panel,
  tabbable,
  handle,
}: {
  event: AuditEvent;
  now: number;
  panel: PanelLinks;
  handle: HandleOf;
  /** The trail's one Tab stop (see `useItemKeys`). */
  tabbable: boolean;
}) {
  const t = useT();
  const [lang] = useLang();
  const { open, setOpen, onKeyDown, onClick } = useEntryToggle();
  const panelId = useId();
  const fields = visibleChanges(event);
  const pieces = activitySentencePieces(named(event, lang), t);
  const summary = changeSummary(t, lang, event);
  // The table of changes only when it says more than the line under the sentence: one field is said whole there
  // ("Status: Enabled → Disabled"), and a table repeating it read as noise (round 7).
  const detailed = fields.length > 1 || (fields.length === 1 && !summary);
  return (
    <li
      className={row}
      data-part="activity-row"
      data-row={event.id}
      data-action={event.action}
      data-open={open || undefined}
      tabIndex={tabbable ? 0 : -1}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {/* With its expander the sentence is never cut on a phone: the cut would take the expander with it. */}
      <div className={cx(sentence, !open && !detailed && oneLine)}>
        <span data-part="activity-sentence">
          <Pieces pieces={pieces} event={event} panel={panel} handle={handle} />
          {event.actor.token && (
            <span className={via} data-part="activity-via">
              {' · '}
              {t('activity.viaToken', { name: event.actor.token.name ?? String(event.actor.token.id) })}
            </span>
          )}
        </span>
        {detailed && <InlineExpander open={open} setOpen={setOpen} controls={panelId} word={t('activity.changes')} />}
      </div>
      {summary && (
        <span className={cx(diffLine, open ? diffOpen : diffClosed)} data-part="activity-diff">
          {summary}
        </span>
      )}
      <time className={time} dateTime={event.at} title={absoluteTime(event.at, lang)} data-part="activity-time">
        {relativeTime(event.at, now, lang)}
      </time>
      {detailed && (
        <div id={panelId} hidden={!open} className={css({ gridArea: 'changes', minW: '0', overflowX: 'auto', mt: '1' })}>
          <table className={changes} data-part="activity-changes">
            <thead>
              <tr>
                <th scope="col">{t('activity.field')}</th>
                <th scope="col">{t('activity.before')}</th>
                <th scope="col">{t('activity.after')}</th>
              </tr>
            </thead>
            <tbody>
              {fields.map(([field, c]) => (
                <tr key={field}>
                  <th scope="row">{changeField(t, field, event.action)}</th>
                  <td>{changeValue(t, lang, field, c.from, event.categories)}</td>
                  <td>{changeValue(t, lang, field, c.to, event.categories)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}

const runMembers = css({ listStyle: 'disc', m: '0', pl: '5', fontSize: '14px', '& > li': { py: '0.5' } });

/**
 * The events of one bulk run as one entry: "Ada Rossi disabled 3 members", how long ago (its newest event), and
 * the members behind its expansion (a button with aria-expanded; Enter on the entry does the same). Each member
 * is a link to their history, reached like the controls of any entry (ArrowRight).
 */
export function ActivityRunRow({
  events,
  now,
  panel,
  tabbable,
  handle,
}: {
  /** Two or more, newest first: same batch, action and actor. */
  events: AuditEvent[];
  now: number;
  panel: PanelLinks;
  handle: HandleOf;
  tabbable: boolean;
}) {
  const t = useT();
  const [lang] = useLang();
  const { open, setOpen, onKeyDown, onClick } = useEntryToggle();
  const panelId = useId();
  const first = events[0]!;
  const text = t(`activity.group.${first.action === 'member.enabled' ? 'member_enabled' : 'member_disabled'}`, {
    actor: ACTOR_MARK,
    count: events.length,
  });
  const pieces = markPieces(text, first.actor.name ?? t('activity.someone'), '');
  // The sentence's last word apart, to keep the chevron on its line ("3 membri ›").
  const tail = pieces.at(-1);
  const cut = tail?.kind === 'text' ? tail.text.search(/\S+\s*$/) : -1;
  const head = cut > 0 ? [...pieces.slice(0, -1), { ...tail!, text: tail!.text.slice(0, cut) }] : pieces;
  const lastWord = cut > 0 ? tail!.text.slice(cut) : '';
  const toggle = (
    <InlineExpander
      glued={!first.actor.token}
      open={open}
      setOpen={setOpen}
      controls={panelId}
      label={t('activity.group.toggle', { count: events.length })}
    />
  );
  return (
    <li
      className={row}
      data-part="activity-row"
      data-row={first.id}
      data-action={first.action}
      data-run={first.batchId}
      data-count={events.length}
      data-open={open || undefined}
      tabIndex={tabbable ? 0 : -1}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className={sentence}>
        <span data-part="activity-sentence">
          <Pieces pieces={head} event={first} panel={panel} handle={handle} />
          {/* The last word and the chevron never part: no chevron alone on a line of its own at 320 px. */}
          <span className={css({ whiteSpace: 'nowrap' })}>
            {lastWord}
            {!first.actor.token && toggle}
          </span>
          {first.actor.token && (
            <span className={via} data-part="activity-via">
              {' · '}
              {t('activity.viaToken', { name: first.actor.token.name ?? String(first.actor.token.id) })}
            </span>
          )}
        </span>
        {first.actor.token && toggle}
      </div>
      <time className={time} dateTime={first.at} title={absoluteTime(first.at, lang)} data-part="activity-time">
        {relativeTime(first.at, now, lang)}
      </time>
      <div id={panelId} hidden={!open} className={css({ gridArea: 'changes', minW: '0', mt: '1' })}>
        <ul className={runMembers} aria-label={t('activity.group.members')} data-part="activity-run-members">
          {events.map((e) => (
            <li key={e.id}>
              <Target event={e} label={named(e, lang).target.label ?? t('activity.unknownTarget')} panel={panel} />
              <Handle text={handle({ ...e.target, name: named(e, lang).target.label })} />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

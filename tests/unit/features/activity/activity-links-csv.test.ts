import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../../src/api/contract/audit.js';
import { AUDIT_ACTIONS } from '../../../../src/api/contract/constants.js';
import { translate, type Lang, type Translate } from '../../../../src/i18n/index.js';
import { targetLink } from '../../../../src/features/activity/activity-target.js';
import { activitySentence, activitySentenceParts } from '../../../../src/ui/activity-text.js';
import { activityCsv, activityFilename } from '../../../../src/features/activity/use-activity-export.js';

const t =
  (lang: Lang): Translate =>
  (key, params) =>
    translate(lang, key, params);

const event = (over: Partial<AuditEvent>): AuditEvent => ({
  id: '1',
  at: '2026-11-23T10:00:00.000Z',
  actor: { id: 1, name: 'Ada Rossi' },
  action: 'member.disabled',
  target: { type: 'member', id: '7', label: 'Marco Bianchi' },
  changes: { enabled: { from: true, to: false } },
  requestId: 'req-1',
  ip: '127.0.0.1',
  userAgent: null,
  ...over,
});

describe('activity: the target of a sentence', () => {
  it('cuts every sentence around its target, the parts reading as the whole sentence', () => {
    for (const lang of ['it', 'en'] as const)
      for (const action of AUDIT_ACTIONS) {
        const e = event({ action });
        const [before, target, after] = activitySentenceParts(e, t(lang));
        expect(`${before}${target ?? ''}${after}`).toBe(activitySentence(e, t(lang)));
      }
    expect(activitySentenceParts(event({}), t('en'))).toEqual(['Ada Rossi disabled ', 'Marco Bianchi', '']);
  });

  it('links a member to their history, a category to /categories, a deleted item to Recently deleted, a notification to its history; any other product event to its history', () => {
    expect(targetLink(event({}))).toEqual({
      kind: 'panel',
      filters: { view: '', action: '', actorId: '', from: '', to: '', targetType: 'member', targetId: '7' },
    });
    expect(targetLink(event({ action: 'category.renamed', target: { type: 'category', id: '3', label: 'food' } }))).toEqual({
      kind: 'route',
      to: '/categories',
    });
    expect(targetLink(event({ action: 'category.deleted', target: { type: 'category', id: '3', label: 'food' } }))).toEqual({
      kind: 'panel',
      filters: { view: 'deleted', type: 'category' },
    });
    expect(targetLink(event({ action: 'product.deleted', target: { type: 'product', id: '9', label: 'Pizza' } }))).toEqual({
      kind: 'panel',
      filters: { view: 'deleted', type: 'product' },
    });
    expect(targetLink(event({ action: 'product.restored', target: { type: 'product', id: '9', label: 'Pizza' } }))).toEqual({
      kind: 'panel',
      filters: { view: '', action: '', actorId: '', from: '', to: '', targetType: 'product', targetId: '9' },
    });
    expect(targetLink(event({ action: 'notification.sent', target: { type: 'notification', id: '4', label: 'Hi' } }))).toEqual({
      kind: 'route',
      to: '/notifications?tab=history',
    });
    expect(targetLink(event({ action: 'auth.sign_in_failed', target: { type: 'member', id: null, label: 'x@y.z' } }))).toBeNull();
  });
});

describe('activity: CSV export', () => {
  it('writes the columns in order, raw values, changes as JSON, formulas neutralised', () => {
    const csv = activityCsv(
      [
        event({}),
        event({ id: '2', actor: { id: null, name: null }, target: { type: 'member', id: null, label: '=HYPERLINK("x")' }, changes: null }),
      ],
      t('en'),
    );
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time,Member id of who acted,Who acted,Action,Type,Item id,Item,Changes,Request id,IP address');
    expect(lines[1]).toBe(
      '2026-11-23T10:00:00.000Z,1,Ada Rossi,member.disabled,member,7,Marco Bianchi,"{""enabled"":{""from"":true,""to"":false}}",req-1,127.0.0.1',
    );
    expect(lines[2]).toContain(`,"'=HYPERLINK(""x"")",`);
  });

  it('names the file after the local date', () => {
    expect(activityFilename(new Date(2026, 0, 5, 12))).toBe('activity-2026-01-05.csv');
  });
});

import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/en.js';
import { translate, type Lang, type Params } from '../../../src/i18n/index.js';
import itDict from '../../../src/i18n/it.js';
import { isPlural, pluralCategory, type Plural } from '../../../src/i18n/plural.js';
import { SCHEDULE_COUNTED } from '../features/notifications/counted-texts.js';
import { SEARCH_COUNTED } from '../shell/counted-texts.js';

const dictionaries = { it: itDict, en } as const;
const N = [0, 1, 2, 72] as const;

/** Every entry of a dictionary: plural entries as one item, other objects walked into. */
function entries(obj: unknown, prefix = ''): [string, string | Plural][] {
  if (typeof obj === 'string' || isPlural(obj)) return [[prefix, obj]];
  if (!obj || typeof obj !== 'object') return [];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => entries(v, prefix ? `${prefix}.${k}` : k));
}
const placeholders = (s: string) => (s.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

/**
 * Every counted text, its other params, and what it reads for n = 0, 1, 2, 72 in Italian and English.
 * (Italian and English both say "one" only for 1; 0 takes the plural.)
 */
const COUNTED: { key: string; params?: Params; it: [string, string, string, string]; en: [string, string, string, string] }[] = [
  {
    key: 'common.pagination.showing',
    params: { from: 1, to: 1 },
    it: [
      'Visualizzazione da 1 a 1 di 0 risultati',
      'Visualizzazione da 1 a 1 di 1 risultato',
      'Visualizzazione da 1 a 1 di 2 risultati',
      'Visualizzazione da 1 a 1 di 72 risultati',
    ],
    en: ['Showing 1 to 1 of 0 results', 'Showing 1 to 1 of 1 result', 'Showing 1 to 1 of 2 results', 'Showing 1 to 1 of 72 results'],
  },
  {
    key: 'profile.sessions.othersDescription',
    it: [
      'Verranno disconnesse 0 altre sessioni. Questo dispositivo resta connesso.',
      'Verrà disconnessa 1 altra sessione. Questo dispositivo resta connesso.',
      'Verranno disconnesse 2 altre sessioni. Questo dispositivo resta connesso.',
      'Verranno disconnesse 72 altre sessioni. Questo dispositivo resta connesso.',
    ],
    en: [
      '0 other sessions will be signed out. This device stays signed in.',
      '1 other session will be signed out. This device stays signed in.',
      '2 other sessions will be signed out. This device stays signed in.',
      '72 other sessions will be signed out. This device stays signed in.',
    ],
  },
  {
    key: 'profile.sessions.othersDone',
    it: ['0 sessioni disconnesse', '1 sessione disconnessa', '2 sessioni disconnesse', '72 sessioni disconnesse'],
    en: ['0 sessions signed out', '1 session signed out', '2 sessions signed out', '72 sessions signed out'],
  },
  {
    key: 'activity.group.member_disabled',
    params: { actor: 'Ada Rossi' },
    it: [
      'Ada Rossi ha disabilitato 0 membri',
      'Ada Rossi ha disabilitato 1 membro',
      'Ada Rossi ha disabilitato 2 membri',
      'Ada Rossi ha disabilitato 72 membri',
    ],
    en: ['Ada Rossi disabled 0 members', 'Ada Rossi disabled 1 member', 'Ada Rossi disabled 2 members', 'Ada Rossi disabled 72 members'],
  },
  {
    key: 'activity.group.member_enabled',
    params: { actor: 'Ada Rossi' },
    it: [
      'Ada Rossi ha abilitato 0 membri',
      'Ada Rossi ha abilitato 1 membro',
      'Ada Rossi ha abilitato 2 membri',
      'Ada Rossi ha abilitato 72 membri',
    ],
    en: ['Ada Rossi enabled 0 members', 'Ada Rossi enabled 1 member', 'Ada Rossi enabled 2 members', 'Ada Rossi enabled 72 members'],
  },
  {
    key: 'business.detail.viewProductsCount',
    it: ['Vedi prodotti (0)', 'Vedi prodotti (1)', 'Vedi prodotti (2)', 'Vedi prodotti (72)'],
    en: ['View products (0)', 'View products (1)', 'View products (2)', 'View products (72)'],
  },
  {
    key: 'notifications.history.andMore',
    it: ['e 0 in più', 'e 1 in più', 'e 2 in più', 'e 72 in più'],
    en: ['and 0 more', 'and 1 more', 'and 2 more', 'and 72 more'],
  },
  {
    key: 'team.toast.disabledSessions',
    it: ['0 sessioni disconnesse', '1 sessione disconnessa', '2 sessioni disconnesse', '72 sessioni disconnesse'],
    en: ['0 sessions ended', '1 session ended', '2 sessions ended', '72 sessions ended'],
  },
  {
    key: 'team.toast.disabledTokens',
    it: ['0 token API revocati', '1 token API revocato', '2 token API revocati', '72 token API revocati'],
    en: ['0 API tokens revoked', '1 API token revoked', '2 API tokens revoked', '72 API tokens revoked'],
  },
  {
    key: 'categories.hasChildren',
    it: ['0 sottocategorie', '1 sottocategoria', '2 sottocategorie', '72 sottocategorie'],
    en: ['0 subcategories', '1 subcategory', '2 subcategories', '72 subcategories'],
  },
  {
    key: 'categories.moreLevels',
    it: ['altri 0 livelli', '1 altro livello', 'altri 2 livelli', 'altri 72 livelli'],
    en: ['0 more levels', '1 more level', '2 more levels', '72 more levels'],
  },
  {
    key: 'categories.moreLevelsLabel',
    it: [
      'altri 0 livelli: mostra il precedente',
      '1 altro livello: mostralo',
      'altri 2 livelli: mostra il precedente',
      'altri 72 livelli: mostra il precedente',
    ],
    en: [
      '0 more levels: show the previous one',
      '1 more level: show it',
      '2 more levels: show the previous one',
      '72 more levels: show the previous one',
    ],
  },
  {
    key: 'activity.deleted.count',
    it: ['0 elementi ripristinabili', '1 elemento ripristinabile', '2 elementi ripristinabili', '72 elementi ripristinabili'],
    en: ['0 items can be restored', '1 item can be restored', '2 items can be restored', '72 items can be restored'],
  },
  {
    key: 'activity.sentence.session_revoked_others',
    params: { actor: 'Ada', target: 'ada@example.com' },
    it: [
      'Ada ha disconnesso 0 altre sessioni di ada@example.com',
      'Ada ha disconnesso 1 altra sessione di ada@example.com',
      'Ada ha disconnesso 2 altre sessioni di ada@example.com',
      'Ada ha disconnesso 72 altre sessioni di ada@example.com',
    ],
    en: [
      'Ada signed out 0 other sessions of ada@example.com',
      'Ada signed out 1 other session of ada@example.com',
      'Ada signed out 2 other sessions of ada@example.com',
      'Ada signed out 72 other sessions of ada@example.com',
    ],
  },
  {
    key: 'activity.self.owner.sentence.session_revoked_others',
    params: { actor: 'Ada' },
    it: [
      'Ada ha disconnesso 0 altre sessioni del titolare',
      'Ada ha disconnesso 1 altra sessione del titolare',
      'Ada ha disconnesso 2 altre sessioni del titolare',
      'Ada ha disconnesso 72 altre sessioni del titolare',
    ],
    en: [
      'Ada signed out 0 other sessions of the owner',
      'Ada signed out 1 other session of the owner',
      'Ada signed out 2 other sessions of the owner',
      'Ada signed out 72 other sessions of the owner',
    ],
  },
  {
    key: 'activity.group.toggle',
    it: ['Mostra i 0 membri', 'Mostra 1 membro', 'Mostra i 2 membri', 'Mostra i 72 membri'],
    en: ['Show the 0 members', 'Show 1 member', 'Show the 2 members', 'Show the 72 members'],
  },
  {
    key: 'activity.sentence.session_revoked_others_own',
    params: { actor: 'Ada' },
    it: [
      'Ada ha disconnesso 0 altre proprie sessioni',
      'Ada ha disconnesso 1 altra propria sessione',
      'Ada ha disconnesso 2 altre proprie sessioni',
      'Ada ha disconnesso 72 altre proprie sessioni',
    ],
    en: [
      'Ada signed out 0 other sessions of theirs',
      'Ada signed out 1 other session of theirs',
      'Ada signed out 2 other sessions of theirs',
      'Ada signed out 72 other sessions of theirs',
    ],
  },
  {
    key: 'activity.export.busy',
    it: ['0 righe caricate', '1 riga caricata', '2 righe caricate', '72 righe caricate'],
    en: ['0 rows loaded', '1 row loaded', '2 rows loaded', '72 rows loaded'],
  },
  {
    key: 'activity.export.done',
    it: ['0 righe esportate', '1 riga esportata', '2 righe esportate', '72 righe esportate'],
    en: ['0 rows exported', '1 row exported', '2 rows exported', '72 rows exported'],
  },
  {
    key: 'activity.export.capped',
    it: [
      'Esportate solo le prime 0 righe: restringi i filtri per esportare il resto',
      'Esportata solo la prima riga (1): restringi i filtri per esportare il resto',
      'Esportate solo le prime 2 righe: restringi i filtri per esportare il resto',
      'Esportate solo le prime 72 righe: restringi i filtri per esportare il resto',
    ],
    en: [
      'Only the first 0 rows were exported: narrow the filters to export the rest',
      'Only the first 1 row was exported: narrow the filters to export the rest',
      'Only the first 2 rows were exported: narrow the filters to export the rest',
      'Only the first 72 rows were exported: narrow the filters to export the rest',
    ],
  },
  {
    key: 'customers.hiddenOwners',
    it: [
      '0 membri corrispondenti sono titolari di aziende e non sono mostrati.',
      '1 membro corrispondente è titolare di un’azienda e non è mostrato.',
      '2 membri corrispondenti sono titolari di aziende e non sono mostrati.',
      '72 membri corrispondenti sono titolari di aziende e non sono mostrati.',
    ],
    en: [
      '0 matching members own a company and are not shown.',
      '1 matching member owns a company and is not shown.',
      '2 matching members own a company and are not shown.',
      '72 matching members own a company and are not shown.',
    ],
  },
  {
    key: 'list.bulk.selected',
    it: ['0 selezionati', '1 selezionato', '2 selezionati', '72 selezionati'],
    en: ['0 selected', '1 selected', '2 selected', '72 selected'],
  },
  {
    key: 'list.bulk.selectAllMatching',
    it: ['Seleziona tutte le 0 righe', 'Seleziona 1 riga corrispondente', 'Seleziona tutte le 2 righe', 'Seleziona tutte le 72 righe'],
    en: ['Select all 0 matching rows', 'Select 1 matching row', 'Select all 2 matching rows', 'Select all 72 matching rows'],
  },
  {
    key: 'list.bulk.progress',
    params: { total: 80 },
    it: ['0 completati su 80', '1 completato su 80', '2 completati su 80', '72 completati su 80'],
    en: ['0 of 80 done', '1 of 80 done', '2 of 80 done', '72 of 80 done'],
  },
  {
    key: 'list.bulk.summary.enable',
    it: ['0 membri abilitati', '1 membro abilitato', '2 membri abilitati', '72 membri abilitati'],
    en: ['0 members enabled', '1 member enabled', '2 members enabled', '72 members enabled'],
  },
  {
    key: 'list.bulk.summary.disable',
    it: ['0 membri disabilitati', '1 membro disabilitato', '2 membri disabilitati', '72 membri disabilitati'],
    en: ['0 members disabled', '1 member disabled', '2 members disabled', '72 members disabled'],
  },
  {
    key: 'list.bulk.failedCount',
    it: ['0 non riusciti', '1 non riuscito', '2 non riusciti', '72 non riusciti'],
    en: ['0 failed', '1 failed', '2 failed', '72 failed'],
  },
  {
    key: 'list.bulk.skippedCount',
    it: ['0 saltati', '1 saltato', '2 saltati', '72 saltati'],
    en: ['0 skipped', '1 skipped', '2 skipped', '72 skipped'],
  },
  {
    key: 'list.bulk.undo',
    it: ['Annulla modifica (0 membri)', 'Annulla modifica (1 membro)', 'Annulla modifica (2 membri)', 'Annulla modifica (72 membri)'],
    en: ['Undo (0 members)', 'Undo (1 member)', 'Undo (2 members)', 'Undo (72 members)'],
  },
  {
    key: 'list.bulk.retryFailed',
    it: ['Riprova i 0 non riusciti', 'Riprova 1 non riuscito', 'Riprova i 2 non riusciti', 'Riprova i 72 non riusciti'],
    en: ['Retry 0 failed', 'Retry 1 failed', 'Retry 2 failed', 'Retry 72 failed'],
  },
  {
    key: 'list.bulk.confirm.ask.disable',
    it: [
      'Disabilitare 0 membri? Non potranno più accedere all’app finché un amministratore non li abiliterà di nuovo.',
      'Disabilitare 1 membro? Non potrà più accedere all’app finché un amministratore non lo abiliterà di nuovo.',
      'Disabilitare 2 membri? Non potranno più accedere all’app finché un amministratore non li abiliterà di nuovo.',
      'Disabilitare 72 membri? Non potranno più accedere all’app finché un amministratore non li abiliterà di nuovo.',
    ],
    en: [
      'Disable 0 members? They can no longer sign in to the app until an administrator enables them again.',
      'Disable 1 member? They can no longer sign in to the app until an administrator enables them again.',
      'Disable 2 members? They can no longer sign in to the app until an administrator enables them again.',
      'Disable 72 members? They can no longer sign in to the app until an administrator enables them again.',
    ],
  },
  {
    key: 'list.bulk.confirm.go.disable',
    it: ['Disabilita 0 membri', 'Disabilita 1 membro', 'Disabilita 2 membri', 'Disabilita 72 membri'],
    en: ['Disable 0 members', 'Disable 1 member', 'Disable 2 members', 'Disable 72 members'],
  },
  {
    key: 'list.bulk.confirm.skipped',
    it: [
      '0 membri selezionati non vengono modificati: già disabilitati, o amministratori.',
      '1 membro selezionato non viene modificato: già disabilitato, o amministratore.',
      '2 membri selezionati non vengono modificati: già disabilitati, o amministratori.',
      '72 membri selezionati non vengono modificati: già disabilitati, o amministratori.',
    ],
    en: [
      '0 selected members are left unchanged: already disabled, or administrators.',
      '1 selected member is left unchanged: already disabled, or an administrator.',
      '2 selected members are left unchanged: already disabled, or administrators.',
      '72 selected members are left unchanged: already disabled, or administrators.',
    ],
  },
  {
    key: 'list.export.page',
    it: ['Questa pagina (0 righe)', 'Questa pagina (1 riga)', 'Questa pagina (2 righe)', 'Questa pagina (72 righe)'],
    en: ['This page (0 rows)', 'This page (1 row)', 'This page (2 rows)', 'This page (72 rows)'],
  },
  {
    key: 'list.export.progress',
    params: { loaded: 0 },
    it: ['0 di 0 righe caricate', '0 di 1 riga caricata', '0 di 2 righe caricate', '0 di 72 righe caricate'],
    en: ['0 of 0 rows loaded', '0 of 1 row loaded', '0 of 2 rows loaded', '0 of 72 rows loaded'],
  },
  {
    // Design round 12: one line above a phone's cards, the count alone.
    key: 'list.selectPageCount',
    it: ['Seleziona tutti (0)', 'Seleziona tutti (1)', 'Seleziona tutti (2)', 'Seleziona tutti (72)'],
    en: ['Select all (0)', 'Select all (1)', 'Select all (2)', 'Select all (72)'],
  },

  {
    key: 'notifications.audience.fewer',
    it: [
      '0 scelti: ogni persona la riceve una volta sola (per un’azienda, il suo titolare) e i membri disabilitati sono esclusi.',
      '1 scelto: ogni persona la riceve una volta sola e i membri disabilitati sono esclusi.',
      '2 scelti: ogni persona la riceve una volta sola (per un’azienda, il suo titolare) e i membri disabilitati sono esclusi.',
      '72 scelti: ogni persona la riceve una volta sola (per un’azienda, il suo titolare) e i membri disabilitati sono esclusi.',
    ],
    en: [
      '0 chosen: each person is reached once (a company means its owner), and disabled members are left out.',
      '1 chosen: each person is reached once, and disabled members are left out.',
      '2 chosen: each person is reached once (a company means its owner), and disabled members are left out.',
      '72 chosen: each person is reached once (a company means its owner), and disabled members are left out.',
    ],
  },
  {
    key: 'notifications.audience.count',
    it: [
      'La notifica raggiungerà 0 destinatari',
      'La notifica raggiungerà 1 destinatario',
      'La notifica raggiungerà 2 destinatari',
      'La notifica raggiungerà 72 destinatari',
    ],
    en: [
      'This notification will reach 0 recipients',
      'This notification will reach 1 recipient',
      'This notification will reach 2 recipients',
      'This notification will reach 72 recipients',
    ],
  },
  {
    key: 'notifications.confirm.title',
    it: ['Inviare a 0 destinatari?', 'Inviare a 1 destinatario?', 'Inviare a 2 destinatari?', 'Inviare a 72 destinatari?'],
    en: ['Send to 0 recipients?', 'Send to 1 recipient?', 'Send to 2 recipients?', 'Send to 72 recipients?'],
  },
  {
    key: 'notifications.confirm.description',
    params: { title: 'Saldi' },
    it: [0, 1, 2, 72].map(
      (n) => `La notifica “Saldi” sarà inviata a ${n} ${n === 1 ? 'destinatario' : 'destinatari'}. L’operazione non si può annullare.`,
    ) as [string, string, string, string],
    en: [0, 1, 2, 72].map(
      (n) => `The notification “Saldi” will be sent to ${n} ${n === 1 ? 'recipient' : 'recipients'}. This cannot be undone.`,
    ) as [string, string, string, string],
  },
  {
    key: 'notifications.summary.description',
    it: ['Inviata a 0 destinatari.', 'Inviata a 1 destinatario.', 'Inviata a 2 destinatari.', 'Inviata a 72 destinatari.'],
    en: ['Sent to 0 recipients.', 'Sent to 1 recipient.', 'Sent to 2 recipients.', 'Sent to 72 recipients.'],
  },
  {
    key: 'notifications.notificationSent',
    it: [
      'Notifica inviata a 0 destinatari',
      'Notifica inviata a 1 destinatario',
      'Notifica inviata a 2 destinatari',
      'Notifica inviata a 72 destinatari',
    ],
    en: [
      'Notification sent to 0 recipients',
      'Notification sent to 1 recipient',
      'Notification sent to 2 recipients',
      'Notification sent to 72 recipients',
    ],
  },
  {
    key: 'notifications.history.count',
    it: ['0 destinatari', '1 destinatario', '2 destinatari', '72 destinatari'],
    en: ['0 recipients', '1 recipient', '2 recipients', '72 recipients'],
  },
  {
    key: 'notifications.history.willReach',
    it: ['Raggiungerà 0 destinatari', 'Raggiungerà 1 destinatario', 'Raggiungerà 2 destinatari', 'Raggiungerà 72 destinatari'],
    en: ['Will reach 0 recipients', 'Will reach 1 recipient', 'Will reach 2 recipients', 'Will reach 72 recipients'],
  },
  {
    key: 'notifications.history.listMembers',
    it: ['0 membri', '1 membro', '2 membri', '72 membri'],
    en: ['0 members', '1 member', '2 members', '72 members'],
  },
  {
    key: 'notifications.history.listCompanies',
    it: ['0 aziende', '1 azienda', '2 aziende', '72 aziende'],
    en: ['0 companies', '1 company', '2 companies', '72 companies'],
  },
  {
    key: 'notifications.form.chosen',
    it: ['0 destinatari scelti', '1 destinatario scelto', '2 destinatari scelti', '72 destinatari scelti'],
    en: ['0 chosen recipients', '1 chosen recipient', '2 chosen recipients', '72 chosen recipients'],
  },
  {
    key: 'notifications.warnings.item',
    params: { platform: 'iOS', field: 'titolo', length: 80 },
    it: [
      'iOS: il campo titolo sarà tagliato (80/0 caratteri)',
      'iOS: il campo titolo sarà tagliato (80/1 carattere)',
      'iOS: il campo titolo sarà tagliato (80/2 caratteri)',
      'iOS: il campo titolo sarà tagliato (80/72 caratteri)',
    ],
    en: [
      'iOS: the titolo will be cut (80/0 characters)',
      'iOS: the titolo will be cut (80/1 character)',
      'iOS: the titolo will be cut (80/2 characters)',
      'iOS: the titolo will be cut (80/72 characters)',
    ],
  },
  {
    key: 'dashboard.trends.days',
    it: ['0 giorni', '1 giorno', '2 giorni', '72 giorni'],
    en: ['0 days', '1 day', '2 days', '72 days'],
  },
  {
    key: 'dashboard.trends.months',
    it: ['0 mesi', '1 mese', '2 mesi', '72 mesi'],
    en: ['0 months', '1 month', '2 months', '72 months'],
  },
  {
    key: 'dashboard.trends.previousDays',
    it: ['nei 0 giorni precedenti', 'nel 1 giorno precedente', 'nei 2 giorni precedenti', 'nei 72 giorni precedenti'],
    en: ['the previous 0 days', 'the previous 1 day', 'the previous 2 days', 'the previous 72 days'],
  },
  {
    key: 'dashboard.trends.previousMonths',
    it: ['nei 0 mesi precedenti', 'nel 1 mese precedente', 'nei 2 mesi precedenti', 'nei 72 mesi precedenti'],
    en: ['the previous 0 months', 'the previous 1 month', 'the previous 2 months', 'the previous 72 months'],
  },
  {
    key: 'products.openGallery',
    params: { name: 'Sedia' },
    it: ['Apri le 0 foto di Sedia', 'Apri 1 foto di Sedia', 'Apri le 2 foto di Sedia', 'Apri le 72 foto di Sedia'],
    en: ['Open the 0 photos of Sedia', 'Open 1 photo of Sedia', 'Open the 2 photos of Sedia', 'Open the 72 photos of Sedia'],
  },
  // Issue 38: the Recently deleted link, the filters button, the only-owners empty state.
  {
    key: 'common.recentlyDeleted',
    it: ['Eliminati di recente (0)', 'Eliminati di recente (1)', 'Eliminati di recente (2)', 'Eliminati di recente (72)'],
    en: ['Recently deleted (0)', 'Recently deleted (1)', 'Recently deleted (2)', 'Recently deleted (72)'],
  },
  {
    key: 'list.pageSizeOption',
    it: ['0 righe per pagina', '1 riga per pagina', '2 righe per pagina', '72 righe per pagina'],
    en: ['0 rows per page', '1 row per page', '2 rows per page', '72 rows per page'],
  },
  {
    key: 'list.filtersActive',
    it: ['Filtri · 0', 'Filtri · 1', 'Filtri · 2', 'Filtri · 72'],
    en: ['Filters · 0', 'Filters · 1', 'Filters · 2', 'Filters · 72'],
  },
  {
    key: 'customers.onlyOwners',
    it: [
      'Corrispondono solo 0 titolari di aziende',
      'Corrisponde solo 1 titolare d’azienda',
      'Corrispondono solo 2 titolari di aziende',
      'Corrispondono solo 72 titolari di aziende',
    ],
    en: ['Only 0 company owners match', 'Only 1 company owner matches', 'Only 2 company owners match', 'Only 72 company owners match'],
  },
  // Scheduling, queueing, progress and cancelling of notifications (issue 15).
  ...SCHEDULE_COUNTED,
  // The command palette's result count (issue 16).
  ...SEARCH_COUNTED,
];

/** Texts with a number that names no counted noun: a position or a fraction ("3 / 7", "100/250"). */
const NUMBERS_WITHOUT_NOUN = new Set(['products.gallery.photo', 'products.gallery.counter']);
const NUMBER_PARAMS = /\{\{\s*(count|total|ok|done|loaded|length|limit|index)\s*\}\}/;

describe('counted texts (Intl.PluralRules)', () => {
  for (const lang of ['it', 'en'] as const)
    describe(lang, () => {
      it.each(COUNTED)('$key reads right for n = 0, 1, 2, 72', ({ key, params, ...expected }) => {
        expect(N.map((count) => translate(lang, key, { ...params, count }))).toEqual(expected[lang]);
      });
    });

  it('lists every plural entry of both dictionaries (a new counted text gets its line above)', () => {
    for (const dict of Object.values(dictionaries)) {
      const plural = entries(dict)
        .filter(([, v]) => typeof v !== 'string')
        .map(([k]) => k);
      expect(plural.sort()).toEqual(COUNTED.map((c) => c.key).sort());
    }
  });

  it('leaves no counted text outside a plural entry: {{count}} only in plural forms, other numbers only where no noun is counted', () => {
    for (const [lang, dict] of Object.entries(dictionaries)) {
      const bad = entries(dict)
        .filter(([k, v]) => typeof v === 'string' && NUMBER_PARAMS.test(v) && !NUMBERS_WITHOUT_NOUN.has(k))
        .map(([k, v]) => `${lang}:${k}=${String(v)}`);
      expect(bad).toEqual([]);
    }
  });

  it('gives each plural entry the forms its language has (one and other), with the same placeholders in every form and language', () => {
    for (const { key } of COUNTED) {
      const forms = { it: entries(itDict).find(([k]) => k === key)![1] as Plural, en: entries(en).find(([k]) => k === key)![1] as Plural };
      const reference = placeholders(forms.en.other);
      expect(reference, key).toContain('{{count}}');
      for (const lang of ['it', 'en'] as const) {
        const known = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
        expect(Object.keys(forms[lang]).sort(), `${lang}:${key}`).toEqual(['one', 'other']);
        for (const category of Object.keys(forms[lang])) expect(known, `${lang}:${key}`).toContain(category);
        for (const text of Object.values(forms[lang])) expect(placeholders(text), `${lang}:${key}`).toEqual(reference);
      }
    }
  });
});

describe('plural selection', () => {
  const forms: Plural = { one: 'one', other: 'other' };
  it('follows Intl.PluralRules of the language', () => {
    expect(pluralCategory('it', forms, 1)).toBe('one');
    expect(pluralCategory('en', forms, 1)).toBe('one');
    expect(pluralCategory('it', forms, 0)).toBe('other');
    expect(pluralCategory('en', { one: 'a', few: 'b', other: 'c' }, 3)).toBe('other');
  });
  it("reads 'other' for a category the entry leaves out (Italian 'many' for a round million)", () => {
    expect(new Intl.PluralRules('it').select(1_000_000)).toBe('many');
    expect(pluralCategory('it', forms, 1_000_000)).toBe('other');
    expect(translate('it', 'notifications.audience.count', { count: 1_000_000 })).toBe('La notifica raggiungerà 1.000.000 destinatari');
  });
  it("reads 'other' for a count that is not a number yet ('…' while counting) or missing", () => {
    expect(translate('it', 'notifications.confirm.title', { count: '…' })).toBe('Inviare a … destinatari?');
    expect(translate('en', 'notifications.confirm.title')).toBe('Send to  recipients?');
    expect(pluralCategory('en', forms, '1')).toBe('one');
  });
  it('tells a plural entry from a namespace', () => {
    expect(isPlural({ one: 'a', other: 'b' })).toBe(true);
    expect(isPlural({ other: 'b' })).toBe(true);
    expect(isPlural({ one: 'a' })).toBe(false);
    expect(isPlural({ one: 'a', other: 'b', title: 'c' })).toBe(false);
    expect(isPlural(dictionaries.it.notifications.confirm)).toBe(false);
    expect(translate('it' as Lang, 'notifications.confirm')).toBe('notifications.confirm');
  });
});

describe('counts in texts', () => {
  it('are grouped as the language writes them, the plural form still read from the number', () => {
    expect(translate('en', 'list.selectPageCount', { count: 987_654 })).toBe('Select all (987,654)');
    expect(translate('it', 'list.selectPageCount', { count: 987_654 })).toBe('Seleziona tutti (987.654)');
    expect(translate('en', 'list.export.progress', { loaded: 12_000, count: 1_000_000 })).toBe('12,000 of 1,000,000 rows loaded');
    // An id or a year is not a count: left as it is.
    expect(translate('en', 'common.pagination.page', { page: 12_345 })).toBe('Page 12345');
  });
});

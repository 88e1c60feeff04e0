import type { Params } from '../../../../src/i18n/index.js';

type Four = [string, string, string, string];
export const N = [0, 1, 2, 72] as const;
const each = (f: (n: number, one: boolean) => string) => N.map((n) => f(n, n === 1)) as Four;

/**
 * The counted texts of issue 15 (schedule, queue, progress, cancel), read for n = 0, 1, 2, 72 in both
 * languages, as tests/unit/i18n/plurals.test.ts reads the others (its COUNTED list can take these as they are).
 */
export const SCHEDULE_COUNTED: { key: string; params?: Params; it: Four; en: Four }[] = [
  {
    key: 'notifications.confirm.scheduleTitle',
    it: each((n, one) => `Programmare per ${n} ${one ? 'destinatario' : 'destinatari'}?`),
    en: each((n, one) => `Schedule for ${n} ${one ? 'recipient' : 'recipients'}?`),
  },
  {
    key: 'notifications.confirm.scheduleDescription',
    params: { title: 'Saldi', date: '1 marzo' },
    it: each(
      (n, one) =>
        `La notifica “Saldi” sarà inviata a ${n} ${one ? 'destinatario' : 'destinatari'} il 1 marzo. Fino ad allora puoi annullarla dalla cronologia.`,
    ),
    en: each(
      (n, one) =>
        `The notification “Saldi” will be sent to ${n} ${one ? 'recipient' : 'recipients'} on 1 marzo. Until then you can cancel it from the history.`,
    ),
  },
  {
    key: 'notifications.summary.scheduled',
    params: { date: '1 marzo' },
    it: each((n, one) => `Sarà inviata a ${n} ${one ? 'destinatario' : 'destinatari'} il 1 marzo.`),
    en: each((n, one) => `It will be sent to ${n} ${one ? 'recipient' : 'recipients'} on 1 marzo.`),
  },
  {
    key: 'notifications.summary.queued',
    it: each((n, one) => `In coda per ${n} ${one ? 'destinatario' : 'destinatari'}: parte in background, puoi lasciare questa pagina.`),
    en: each((n, one) => `Queued for ${n} ${one ? 'recipient' : 'recipients'}: it goes out in the background, you can leave this page.`),
  },
  {
    key: 'notifications.summary.progress',
    // Counted by how many it reached (never "Consegnata a 1 di 1 destinatario").
    params: { total: 72 },
    it: each((n, one) => `Consegnata a ${n} ${one ? 'destinatario' : 'destinatari'} su 72`),
    en: each((n, one) => `Delivered to ${n} ${one ? 'recipient' : 'recipients'} of 72`),
  },
  {
    key: 'notifications.sendingStarted',
    it: each((n, one) => `Notifica in coda per ${n} ${one ? 'destinatario' : 'destinatari'}`),
    en: each((n, one) => `Notification queued for ${n} ${one ? 'recipient' : 'recipients'}`),
  },
  {
    key: 'notifications.notificationScheduled',
    params: { date: '1 marzo' },
    it: each((n, one) => `Notifica programmata per il 1 marzo, a ${n} ${one ? 'destinatario' : 'destinatari'}`),
    en: each((n, one) => `Notification scheduled for 1 marzo, to ${n} ${one ? 'recipient' : 'recipients'}`),
  },
  {
    key: 'notifications.history.delivered',
    params: { total: 72 },
    it: each((n, one) => `${n} su 72 ${one ? 'raggiunto' : 'raggiunti'}`),
    en: each((n) => `${n} of 72 reached`),
  },
  {
    key: 'notifications.history.cancelDescription',
    it: each((n, one) =>
      one
        ? `Il suo ${n} destinatario non la riceverà. Resta nella cronologia, come Annullata.`
        : `Nessuno dei suoi ${n} destinatari la riceverà. Resta nella cronologia, come Annullata.`,
    ),
    en: each((n, one) =>
      one
        ? `Its ${n} recipient will not receive it. It stays in the history, marked Cancelled.`
        : `None of its ${n} recipients will receive it. It stays in the history, marked Cancelled.`,
    ),
  },
];

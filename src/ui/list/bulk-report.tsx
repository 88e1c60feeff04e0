import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { Button } from '../button.js';
import { Dialog } from '../dialog.js';
import type { BulkController } from './use-bulk.js';
import { Progress } from './progress.js';
import { LIST_TAB_STOP } from './list-table-places.js';

const list = css({
  fontSize: '13px',
  maxH: '12rem',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  ps: '4',
  listStyle: 'disc',
});

/** The question before a disable, a lasting run's progress, then the per-item report ('18 disabled, 2 failed: reason') with a retry of the failed (bulk-dialog.tsx loads it). */
export default function BulkReport({ bulk }: { bulk: BulkController }) {
  const t = useT();
  const { phase, outcome, action } = bulk;
  const busy = phase === 'resolving' || phase === 'running';
  return (
    <Dialog
      open={bulk.open}
      // The bar that opened it goes with the selection: back to the list's row that is its Tab stop.
      returnFocus={(root) => root.querySelector<HTMLElement>(LIST_TAB_STOP)}
      onOpenChange={(o) => !o && !busy && bulk.close()}
      title={t(`list.bulk.title.${action}`)}
      footer={
        <>
          {phase === 'done' && outcome && outcome.failed.length > 0 && (
            <Button variant="outline" onClick={bulk.retryFailed} data-part="bulk-retry">
              {t('list.bulk.retryFailed', { count: outcome.failed.length })}
            </Button>
          )}
          {bulk.undo && outcome && (
            <Button variant="outline" onClick={bulk.undo} data-part="bulk-undo">
              {t('list.bulk.undo', { count: outcome.ok.length })}
            </Button>
          )}
          {phase === 'confirm' ? (
            <>
              <Button variant="outline" onClick={bulk.close} data-part="bulk-cancel">
                {t('common.cancel')}
              </Button>
              <Button variant="danger" onClick={bulk.confirm} data-part="bulk-confirm">
                {t(`list.bulk.confirm.go.${action}`, { count: bulk.pending.act })}
              </Button>
            </>
          ) : (
            <Button onClick={bulk.close} disabled={busy}>
              {t('common.close')}
            </Button>
          )}
        </>
      }
    >
      <div
        data-part="bulk-report"
        aria-live="polite"
        className={css({ display: 'flex', flexDirection: 'column', gap: '3', fontSize: '14px' })}
      >
        {phase === 'resolving' && <p>{t('list.bulk.resolving')}</p>}
        {phase === 'confirm' && (
          <>
            <p data-part="bulk-question">{t(`list.bulk.confirm.ask.${action}`, { count: bulk.pending.act })}</p>
            {bulk.pending.skip > 0 && (
              <p className={css({ color: 'fg.muted' })}>{t('list.bulk.confirm.skipped', { count: bulk.pending.skip })}</p>
            )}
          </>
        )}
        {phase === 'running' && (
          <Progress
            label={t('list.bulk.progress', { count: bulk.progress.done, total: bulk.progress.total })}
            value={bulk.progress.done}
            max={bulk.progress.total}
          />
        )}
        {phase === 'error' && <p role="alert">{bulk.error}</p>}
        {phase === 'done' && outcome && (
          <>
            <p data-part="bulk-summary">
              {t(`list.bulk.summary.${action}`, { count: outcome.ok.length })}
              {outcome.failed.length > 0 && `, ${t('list.bulk.failedCount', { count: outcome.failed.length })}`}
              {outcome.skipped.length > 0 && `, ${t('list.bulk.skippedCount', { count: outcome.skipped.length })}`}
            </p>
            {outcome.failed.length > 0 && (
              <ul className={list} data-part="bulk-failed">
                {outcome.failed.map((f) => (
                  <li key={f.id}>{t('list.bulk.itemFailed', { name: f.label, reason: f.reason })}</li>
                ))}
              </ul>
            )}
            {outcome.skipped.length > 0 && (
              <ul className={list} data-part="bulk-skipped">
                {outcome.skipped.map((f) => (
                  <li key={f.id}>{t('list.bulk.itemSkipped', { name: f.label, reason: f.reason })}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}

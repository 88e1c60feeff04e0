import { useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n/index.js';
import { Button } from '../button.js';
import { Dialog } from '../dialog.js';
import { RadioGroup } from '../radio-group.js';
import type { Option } from '../select.js';
import { downloadCsv } from '../../lists/csv.js';
import { rowsToCsv } from '../../lists/export-csv.js';
import { fetchAllPages } from '../../lists/fetch-all.js';
import { Progress } from './progress.js';
import type { ExportProps } from './export-dialog.js';

/** The "Export CSV" dialog: scope this page / every matching row (paged, progress, cancel); export-dialog.tsx loads it. */
export default function ExportPanel<T>({
  columns,
  pageRows,
  fetchPage,
  filename,
  onError,
  open,
  setOpen,
}: ExportProps<T> & { open: boolean; setOpen(open: boolean): void }) {
  const t = useT();
  const [scope, setScope] = useState<'page' | 'all'>('page');
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const abort = useRef<AbortController | null>(null);

  const finish = (rows: T[]) => {
    downloadCsv(`${filename}.csv`, rowsToCsv(columns, rows));
    setOpen(false);
  };
  const start = async () => {
    if (scope === 'page') return finish(pageRows);
    const ctrl = new AbortController();
    abort.current = ctrl;
    setProgress({ loaded: 0, total: 0 });
    try {
      finish(await fetchAllPages(fetchPage, { signal: ctrl.signal, onProgress: (loaded, total) => setProgress({ loaded, total }) }));
    } catch (e) {
      if (!ctrl.signal.aborted) onError(e);
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };
  const cancel = () => abort.current?.abort();
  const scopes = useMemo<Option[]>(
    () => [
      { value: 'page', label: t('list.export.page', { count: pageRows.length }) },
      { value: 'all', label: t('list.export.all') },
    ],
    [t, pageRows.length],
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? setOpen(true) : (cancel(), setOpen(false)))}
      title={t('list.export.title')}
      footer={
        progress ? (
          <Button variant="outline" onClick={cancel} data-part="export-cancel">
            {t('list.export.stop')}
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void start()} data-part="export-start">
              {t('list.export.download')}
            </Button>
          </>
        )
      }
    >
      {/* In a form: Chromium keeps form-less radios of a shadow root alive after removal (see choice-cards). */}
      <form onSubmit={(e) => e.preventDefault()}>
        <RadioGroup
          label={t('list.export.scope')}
          options={scopes}
          value={scope}
          onValueChange={(v) => setScope(v as 'page' | 'all')}
          orientation="vertical"
          disabled={!!progress}
        />
      </form>
      {progress && (
        <Progress
          label={t('list.export.progress', { loaded: progress.loaded, count: progress.total })}
          value={progress.loaded}
          max={progress.total}
        />
      )}
    </Dialog>
  );
}

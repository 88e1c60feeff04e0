import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useT } from '../../i18n/index.js';
import { Button } from '../button.js';
import { useLatch } from '../use-latch.js';
import type { FetchPage } from '../../lists/fetch-all.js';
import type { Column } from './types.js';

export interface ExportProps<T> {
  columns: Column<T>[];
  pageRows: T[];
  fetchPage: FetchPage<T>;
  /** File name without extension. */
  filename: string;
  onError(e: unknown): void;
}

type PanelProps = ExportProps<unknown> & { open: boolean; setOpen(open: boolean): void };
// The dialog (scope, progress, the CSV itself) is its own chunk, asked for the first time it opens.
const ExportPanel = lazy(() => import('./export-panel.js').then((m) => ({ default: m.default as ComponentType<PanelProps> })));

/** "Export CSV" button and dialog: scope this page / every matching row (paged, progress, cancel). */
export function ExportCsv<T>(props: ExportProps<T>) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const opened = useLatch(open);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} data-part="export">
        {t('list.export.button')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ExportPanel {...(props as ExportProps<unknown>)} open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}

import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
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

/**
 * The export's dialog and the way to open it, for a trigger of the caller's (the "Export CSV" button on a table, an
 * item of the "⋯" menu on a phone's cards): the dialog is mounted on first use and kept.
 */
export function useExportCsv<T>(props: ExportProps<T>): { open(): void; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const opened = useLatch(open);
  return {
    open: () => setOpen(true),
    dialog: opened && (
      <Suspense fallback={null}>
        <ExportPanel {...(props as ExportProps<unknown>)} open={open} setOpen={setOpen} />
      </Suspense>
    ),
  };
}

/** The "Export CSV" button of a table's toolbar. */
export function ExportButton({ onClick }: { onClick(): void }) {
  const t = useT();
  return (
    <Button variant="outline" size="sm" onClick={onClick} data-part="export">
      {t('list.export.button')}
    </Button>
  );
}

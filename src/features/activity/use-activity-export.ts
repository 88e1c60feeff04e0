import { useState } from 'react';
import { eachAuditPage, type AuditFilters } from '../../api/audit.js';
import type { AuditEvent } from '../../api/contract/audit.js';
import { AUDIT_MAX_LIMIT } from '../../api/contract/constants.js';
import { useErrorHandler } from '../../connected/error-handler.js';
import { useT, type Translate } from '../../i18n/index.js';
import { useApi } from '../../state/api.js';
import { downloadCsv, toCsv } from '../../lists/csv.js';
import { useToast } from '../../ui/toast.js';

/** At most this many rows in one export: beyond it the filters should be narrowed. */
export const ACTIVITY_EXPORT_CAP = 10_000;

const COLUMNS = ['at', 'actorId', 'actorName', 'action', 'targetType', 'targetId', 'targetLabel', 'changes', 'requestId', 'ip'] as const;

/** The CSV of events: translated headers, raw values (ISO time, action code, changes as JSON); cells through the shared encoder. */
export function activityCsv(events: readonly AuditEvent[], t: Translate): string {
  return toCsv(
    COLUMNS.map((c) => t(`activity.export.columns.${c}`)),
    events.map((e) => [
      e.at,
      e.actor.id ?? '',
      e.actor.name ?? '',
      e.action,
      e.target.type,
      e.target.id ?? '',
      e.target.label ?? '',
      e.changes ? JSON.stringify(e.changes) : '',
      e.requestId ?? '',
      e.ip ?? '',
    ]),
  );
}

/** activity-YYYY-MM-DD.csv, the local date of the export. */
export function activityFilename(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `activity-${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}.csv`;
}

/** Every event under the filters (following the cursor, up to the cap), saved as a CSV; `loaded` while it runs. */
export function useActivityExport(filters: AuditFilters) {
  const api = useApi();
  const t = useT();
  const toast = useToast();
  const onError = useErrorHandler();
  const [loaded, setLoaded] = useState<number | null>(null);
  const run = async (root?: ParentNode & Node) => {
    if (loaded !== null) return;
    setLoaded(0);
    try {
      const rows: AuditEvent[] = [];
      let capped = false;
      const { cursor: _cursor, limit: _limit, ...rest } = filters;
      for await (const page of eachAuditPage(api, {
        ...rest,
        limit: AUDIT_MAX_LIMIT,
      })) {
        rows.push(...page.data);
        if (rows.length >= ACTIVITY_EXPORT_CAP) {
          capped = rows.length > ACTIVITY_EXPORT_CAP || !!page.nextCursor;
          break;
        }
        setLoaded(rows.length);
      }
      const out = rows.slice(0, ACTIVITY_EXPORT_CAP);
      downloadCsv(activityFilename(), activityCsv(out, t), root);
      toast.success(
        t('common.success'),
        t(capped ? 'activity.export.capped' : 'activity.export.done', {
          count: out.length,
        }),
      );
    } catch (e) {
      onError(e);
    } finally {
      setLoaded(null);
    }
  };
  return { run, loaded };
}

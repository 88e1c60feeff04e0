import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { getCompany } from '../../api/companies.js';
import { useT } from '../../i18n/index.js';
import { useApi } from '../../state/api.js';
import { useQuery } from '../../state/query/use-query.js';
import { queryKeys } from '../../state/query-keys.js';
import { queryClient } from '../../state/store.js';
import { Button } from '../../ui/button.js';

const scope = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap', color: 'fg.muted' });

/** A view narrowed to one item or one company: what it shows, and the way back to everything. */
export function OneScope({ part, onClear, children }: { part: string; onClear(): void; children: ReactNode }) {
  const t = useT();
  return (
    <p className={scope} data-part={part}>
      {children}
      <Button variant="soft" size="sm" onClick={onClear} data-part="show-all">
        {t('activity.showAll')}
      </Button>
    </p>
  );
}

/** The `companyId` filter of the URL as a number, when it is one. */
export const companyIdOf = (v: string | undefined): number | undefined =>
  v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined;

/** A company's name for a scope line (GET /companies/{id}, the drawers' cache), its number until it comes. */
export function useCompanyName(id: number | undefined): string | undefined {
  const api = useApi();
  const query = useQuery(
    {
      queryKey: queryKeys.companies.one(id ?? null),
      queryFn: ({ signal }) => getCompany(api, id!, { signal }),
      enabled: id !== undefined,
      staleTime: 60_000,
    },
    queryClient,
  );
  return query.data?.name;
}

// The conventional peer of bench/peers: the customers table as a typical React app would build it, with a
// router (the page, size and sort live in the search params), a query cache (keepPreviousData while the
// next page loads), i18next for every header and label, and Radix selects for the page size and the sort.
import { QueryClient, QueryClientProvider, keepPreviousData, useQuery } from '@tanstack/react-query';
import * as Select from '@radix-ui/react-select';
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useSearchParams } from 'react-router';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from './i18n.js';
import './app.css';

interface Member {
  id: number;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string;
  cellphone: string | null;
  country: string | null;
  enabled: boolean;
  role: { name: string } | null;
}
interface MembersPage {
  data: Member[];
  pagination: { hasNextPage: boolean; hasPrevPage: boolean; pageCount: number; dataCount: number };
}

const token = (window as unknown as { TOKEN: string }).TOKEN;
const SIZES = ['10', '20', '50'];
const SORTS = ['username', 'firstName', 'lastName', 'country', 'city'] as const;
const DASH = '—';

async function fetchMembers(page: number, size: number, sort: string, signal: AbortSignal): Promise<MembersPage> {
  // The same query as the customers panel's (the business toggle off: members without companies).
  const q = new URLSearchParams({ page: String(page), limit: String(size), orderBy: sort, orderDirection: 'asc', withoutCompanies: 'true' });
  const res = await fetch(`/v1/members?${q}`, { headers: { Authorization: `Bearer ${token}` }, signal });
  if (!res.ok) throw new Error(`GET /v1/members: ${res.status}`);
  return ((await res.json()) as { data: MembersPage }).data;
}

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });

function PickOne(props: { label: string; value: string; options: readonly { value: string; label: string }[]; onChange(v: string): void }) {
  return (
    <label>
      {props.label}
      <Select.Root value={props.value} onValueChange={props.onChange}>
        <Select.Trigger className="select-trigger" aria-label={props.label}>
          <Select.Value />
          <Select.Icon>▾</Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content className="select-content" position="popper" sideOffset={4}>
            <Select.Viewport>
              {props.options.map((o) => (
                <Select.Item key={o.value} value={o.value} className="select-item">
                  <Select.ItemText>{o.label}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </label>
  );
}

function Customers() {
  const { t, i18n: i } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = SIZES.includes(params.get('size') ?? '') ? Number(params.get('size')) : 50;
  const sort = (SORTS as readonly string[]).includes(params.get('sort') ?? '') ? params.get('sort')! : 'username';
  const q = useQuery({
    queryKey: ['members', { page, size, sort }],
    queryFn: ({ signal }) => fetchMembers(page, size, sort, signal),
    placeholderData: keepPreviousData,
  });
  const set = (changes: Record<string, string>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) next.set(k, v);
      return next;
    });
  const countries = useMemo(() => new Intl.DisplayNames([i.language], { type: 'region' }), [i.language]);
  const pagination = q.data?.pagination;
  return (
    <main>
      <h1>{t('title')}</h1>
      <div className="toolbar">
        <PickOne label={t('pageSize')} value={String(size)} options={SIZES.map((s) => ({ value: s, label: s }))} onChange={(v) => set({ size: v, page: '1' })} />
        <PickOne label={t('sort')} value={sort} options={SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) }))} onChange={(v) => set({ sort: v, page: '1' })} />
      </div>
      {q.isError && <p role="alert">{t('error', { message: q.error.message })}</p>}
      <table aria-label={t('title')} aria-busy={q.isFetching || undefined}>
        <thead>
          <tr>
            <th>{t('columns.name')}</th>
            <th>{t('columns.email')}</th>
            <th>{t('columns.phone')}</th>
            <th>{t('columns.country')}</th>
            <th>{t('columns.status')}</th>
            <th>{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {q.isPending ? (
            <tr>
              <td colSpan={6}>{t('loading')}</td>
            </tr>
          ) : (
            q.data?.data.map((m) => {
              const name = [m.firstName, m.lastName].filter(Boolean).join(' ') || m.username || m.email;
              return (
                <tr key={m.id} data-row={m.id}>
                  <td>
                    <span className="name">{name}</span>
                    <span className="muted">@{m.username ?? ''}</span>
                  </td>
                  <td>{m.email}</td>
                  <td>{m.cellphone || DASH}</td>
                  <td title={m.country ? countries.of(m.country) : undefined}>{m.country ?? DASH}</td>
                  <td>
                    <span className={m.enabled ? 'badge on' : 'badge off'}>
                      {t(`roles.${m.role?.name === 'admin' ? 'admin' : 'customer'}`)} · {t(m.enabled ? 'enabled' : 'disabled')}
                    </span>
                  </td>
                  <td>
                    <button type="button" className="more" aria-label={t('rowActions', { name })}>
                      …
                    </button>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
      <nav aria-label="Pagination">
        <span>{t('pageOf', { page, count: pagination?.pageCount ?? '…' })}</span>
        <button type="button" disabled={page <= 1} onClick={() => set({ page: String(page - 1) })}>
          {t('previous')}
        </button>
        <button type="button" disabled={!pagination?.hasNextPage} onClick={() => set({ page: String(page + 1) })}>
          {t('next')}
        </button>
      </nav>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename="/conventional">
          <Routes>
            <Route path="/" element={<Customers />} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </I18nextProvider>
  </StrictMode>,
);

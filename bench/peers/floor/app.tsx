// The floor peer of bench/peers: React and ReactDOM only, a hand-written table of the members page and a
// "Next page" button. The least a React page showing the same 50 rows can be; nothing else is borrowed.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
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
interface Page {
  data: Member[];
  pagination: { hasNextPage: boolean; pageCount: number; dataCount: number };
}

const SIZE = 50;
const token = (window as unknown as { TOKEN: string }).TOKEN;
const DASH = '—';
const countries = new Intl.DisplayNames(['en'], { type: 'region' });

async function fetchPage(page: number, signal: AbortSignal): Promise<Page> {
  // The same query as the customers panel's first request (the business toggle off: members without companies).
  const q = new URLSearchParams({
    page: String(page),
    limit: String(SIZE),
    orderBy: 'username',
    orderDirection: 'asc',
    withoutCompanies: 'true',
  });
  const res = await fetch(`/v1/members?${q}`, { headers: { Authorization: `Bearer ${token}` }, signal });
  if (!res.ok) throw new Error(`GET /v1/members: ${res.status}`);
  return ((await res.json()) as { data: Page }).data;
}

const nameOf = (m: Member) => [m.firstName, m.lastName].filter(Boolean).join(' ') || m.username || m.email;

function Row({ m }: { m: Member }) {
  const name = nameOf(m);
  return (
    <tr data-row={m.id}>
      <td>
        <span className="name">{name}</span>
        <span className="muted">@{m.username ?? ''}</span>
      </td>
      <td>{m.email}</td>
      <td>{m.cellphone || DASH}</td>
      <td title={m.country ? countries.of(m.country) : undefined}>{m.country ?? DASH}</td>
      <td>
        <span className={m.enabled ? 'badge on' : 'badge off'}>
          {m.role?.name === 'admin' ? 'Administrator' : 'Customer'} · {m.enabled ? 'Enabled' : 'Disabled'}
        </span>
      </td>
      <td>
        <button type="button" className="more" aria-label={`Actions for ${name}`}>
          …
        </button>
      </td>
    </tr>
  );
}

function App() {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    const ac = new AbortController();
    fetchPage(page, ac.signal).then(setData, (e: unknown) => {
      if (!ac.signal.aborted) setError(String(e));
    });
    return () => ac.abort();
  }, [page]);
  return (
    <main>
      <h1>Customers</h1>
      {error && <p role="alert">{error}</p>}
      <table aria-label="Customers">
        <thead>
          <tr>
            <th>Name</th>
            <th>Email</th>
            <th>Phone</th>
            <th>Country</th>
            <th>Status</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>{data ? data.data.map((m) => <Row key={m.id} m={m} />) : null}</tbody>
      </table>
      <nav aria-label="Pagination">
        <span>
          Page {page} of {data?.pagination.pageCount ?? '…'}
        </span>
        <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous page
        </button>
        <button type="button" disabled={!data?.pagination.hasNextPage} onClick={() => setPage(page + 1)}>
          Next page
        </button>
      </nav>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);

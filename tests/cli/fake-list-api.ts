import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake API for list commands at any size: GET /v1/members and GET /v1/audit answer pages of rows made
 * on the fly from their position (keyset: the cursor is the position of the next row), so a million rows
 * cost the server nothing but the bytes of the page asked for. Anything else is a 404.
 */
export interface FakeListApi {
  url: string;
  /** The request paths (with query) asked for, in order. */
  asked: string[];
  close(): Promise<void>;
}

export const fakeMember = (i: number) => ({
  id: i + 1,
  firstName: `First${i + 1}`,
  lastName: `Last${i + 1}`,
  username: `user${String(i + 1).padStart(7, '0')}`,
  email: `user${i + 1}@example.com`,
  cellphone: i % 3 === 0 ? null : `+39 333 ${String(i).padStart(7, '0')}`,
  country: ['IT', 'ES', 'FR'][i % 3]!,
  city: i % 2 ? 'Bologna' : 'Sevilla',
  enabled: i % 10 !== 0,
  role: { name: 'customer' },
  companies: [],
});

const BASE = Date.parse('2026-11-20T12:00:00Z');

export const fakeAuditEvent = (i: number) => ({
  id: String(1_000_000_000 - i),
  at: new Date(BASE - i * 1000).toISOString(),
  actor: { id: 1, name: 'Ada Admin' },
  action: i % 2 ? 'member.disabled' : 'member.enabled',
  target: { type: 'member', id: String(i + 1), label: `user${i + 1}` },
  changes: null,
  requestId: null,
  ip: null,
  userAgent: null,
});

export async function startFakeListApi(opts: { members?: number; audit?: number } = {}): Promise<FakeListApi> {
  const members = opts.members ?? 0;
  const audit = opts.audit ?? 0;
  const asked: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    asked.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const q = url.searchParams;
    if (req.method === 'GET' && url.pathname === '/v1/members') {
      const limit = Math.min(Number(q.get('limit') ?? 10), 100);
      const cursor = q.get('cursor');
      const from = cursor !== null ? Number(cursor) : (Number(q.get('page') ?? 1) - 1) * limit;
      const to = Math.min(from + limit, members);
      const data = [];
      for (let i = from; i < to; i++) data.push(fakeMember(i));
      const pageCount = Math.ceil(members / limit);
      return send(200, {
        data: {
          data,
          pagination: { hasPrevPage: from > 0, hasNextPage: to < members, pageCount, dataCount: members },
          nextCursor: to < members ? String(to) : null,
        },
      });
    }
    if (req.method === 'GET' && url.pathname === '/v1/audit') {
      const limit = Math.min(Number(q.get('limit') ?? 50), 200);
      const from = Number(q.get('cursor') ?? 0);
      const to = Math.min(from + limit, audit);
      const data = [];
      for (let i = from; i < to; i++) data.push(fakeAuditEvent(i));
      return send(200, { data: { data, nextCursor: to < audit ? String(to) : null } });
    }
    send(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

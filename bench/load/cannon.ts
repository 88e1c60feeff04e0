// One autocannon run of the admin mix against a server child; non-2xx answers are counted per kind.
import autocannon from 'autocannon';
import { mix, type MixRequest } from './mix.js';
import type { Child } from './child.js';

/** The fields of autocannon's result read here (bench/cli/autocannon.d.ts declares only a few). */
interface Histogram {
  p50: number;
  p90: number;
  p99: number;
  max: number;
}
interface FullResult {
  requests: { total: number };
  duration: number;
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface CannonResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  kinds: Record<string, number>;
  failures: Record<string, string>;
  /** Latency per kind of request (ms), from setupRequest to the answer. */
  perKind: Record<string, { n: number; p50: number; p99: number; max: number }>;
}

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

export async function cannon(child: Child, opts: { connections: number; seconds: number; overallRate?: number }): Promise<CannonResult> {
  const next = mix(child);
  const kinds: Record<string, number> = {};
  const failures: Record<string, string> = {};
  const times: Record<string, number[]> = {};
  const r = (await autocannon({
    url: child.url,
    connections: opts.connections,
    duration: opts.seconds,
    ...(opts.overallRate ? { overallRate: opts.overallRate } : {}),
    timeout: 30,
    requests: [
      {
        setupRequest: (req: Record<string, unknown>, context: { kind?: string; t0?: number }) => {
          const m: MixRequest = next();
          context.kind = m.kind;
          context.t0 = performance.now();
          kinds[m.kind] = (kinds[m.kind] ?? 0) + 1;
          return {
            ...req,
            method: m.method,
            path: m.path,
            headers: { authorization: `Bearer ${child.token}`, ...(m.body ? { 'content-type': 'application/json' } : {}) },
            ...(m.body ? { body: m.body } : {}),
          };
        },
        onResponse: (status: number, body: string, context: { kind?: string; t0?: number }) => {
          (times[context.kind!] ??= []).push(performance.now() - (context.t0 ?? 0));
          if (status >= 200 && status < 300) return;
          const k = `${context.kind} ${status}`;
          failures[k] ??= String(body).slice(0, 200);
        },
      },
    ],
  })) as unknown as FullResult;
  return {
    requests: r.requests.total,
    seconds: r.duration,
    rps: +(r.requests.total / r.duration).toFixed(1),
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    kinds,
    failures,
    perKind: Object.fromEntries(
      Object.entries(times).map(([k, xs]) => {
        xs.sort((a, b) => a - b);
        return [k, { n: xs.length, p50: Math.round(pct(xs, 50)), p99: Math.round(pct(xs, 99)), max: Math.round(xs.at(-1) ?? 0) }];
      }),
    ),
  };
}

import { Hono } from 'hono';

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Deterministic SVG picture for a kind and number (demo media, no files). */
export function demoSvg(kind: string, n: number): string {
  const hue = (n * 47 + kind.length * 31) % 360;
  const hue2 = (hue + 40 + (n % 5) * 20) % 360;
  const shapes: string[] = [];
  for (let i = 0; i < 3; i++) {
    const x = 40 + ((n * (i + 3) * 37) % 240);
    const y = 40 + ((n * (i + 5) * 53) % 160);
    const r = 20 + ((n * (i + 7)) % 40);
    shapes.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue2 + i * 30) % 360} 70% 60%)" fill-opacity="0.7"/>`);
  }
  const label = esc(`${kind} ${n}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240" role="img" aria-label="${label}">
<rect width="320" height="240" fill="hsl(${hue} 45% 88%)"/>${shapes.join('')}
<text x="16" y="224" font-family="sans-serif" font-size="16" fill="hsl(${hue} 40% 25%)">${label}</text></svg>`;
}

export const MEDIA_KINDS = ['products', 'companies'] as const;

export function mediaRoutes() {
  const r = new Hono();
  r.get('/:kind/:file', (c) => {
    const kind = c.req.param('kind');
    const m = /^(\d{1,7})\.svg$/.exec(c.req.param('file'));
    if (!(MEDIA_KINDS as readonly string[]).includes(kind) || !m) return c.json({ statusCode: 404, message: 'Not found' }, 404);
    return c.body(demoSvg(kind, Number(m[1])), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return r;
}

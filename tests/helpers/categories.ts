import type { E2E } from './e2e.js';

interface Cat {
  id: number;
  name: string;
  children: Cat[];
}

/** Ids of a chain of category codes, from the main category down, read from the running server's tree. */
export async function categoryIds(e2e: E2E, ...codes: string[]): Promise<number[]> {
  let level = await e2e.data<Cat[]>('categories');
  const ids: number[] = [];
  for (const code of codes) {
    const c = level.find((x) => x.name === code);
    if (!c) throw new Error(`no category ${code}`);
    ids.push(c.id);
    level = c.children;
  }
  return ids;
}

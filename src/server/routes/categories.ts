import { Hono } from 'hono';
import {
  CATEGORY_EXISTS,
  createCategoryPayload,
  id as idSchema,
  renameCategoryPayload,
  type Category,
} from '../../api/contract/index.js';
import type { Queryable } from '../db/types.js';
import type { AppEnv, Deps } from '../lib/deps.js';
import { conflict, notFound } from '../lib/http-error.js';
import { body, idParam } from '../lib/validate.js';
import { requireAdmin } from '../lib/auth.js';

type Row = { id: number; parent_id: number | null; name: string; translations: Category['translations']; enabled: boolean };

const byCode = (a: Category, b: Category) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The whole tree, children nested, each level sorted by code. */
export async function categoryTree(q: Queryable): Promise<Category[]> {
  const { rows } = await q.query<Row>('select id, parent_id, name, translations, enabled from categories');
  const nodes = new Map<number, Category>();
  for (const r of rows) nodes.set(r.id, { id: r.id, name: r.name, translations: r.translations, enabled: r.enabled, children: [] });
  const roots: Category[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id == null ? undefined : nodes.get(r.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: Category[]) => {
    list.sort(byCode);
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

const exists = async (q: Queryable, name: string, exceptId = 0) =>
  (await q.query('select 1 from categories where lower(name) = lower($1) and id <> $2', [name, exceptId])).rows.length > 0;

const one = async (q: Queryable, id: number) =>
  (await q.query<Row>('select id, parent_id, name, translations, enabled from categories where id = $1', [id])).rows[0];

const asCategory = (r: Row): Category => ({ id: r.id, name: r.name, translations: r.translations, enabled: r.enabled, children: [] });

export function categoryRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAdmin(deps));

  r.get('/', async (c) => c.json({ data: await categoryTree(deps.db) }));

  r.post('/', async (c) => {
    const p = await body(c, createCategoryPayload);
    if (p.parentId != null && !(await one(deps.db, p.parentId))) throw notFound('Parent category not found');
    if (await exists(deps.db, p.name)) throw conflict(CATEGORY_EXISTS, 'category_exists');
    const { rows } = await deps.db.query<Row>(
      `insert into categories (parent_id, name, translations) values ($1, $2, $3::jsonb)
       returning id, parent_id, name, translations, enabled`,
      [p.parentId ?? null, p.name, JSON.stringify(p.translations)],
    );
    return c.json({ data: asCategory(rows[0]!) }, 201);
  });

  r.patch('/rename', async (c) => {
    const p = await body(c, renameCategoryPayload);
    if (!(await one(deps.db, p.categoryId))) throw notFound('Category not found');
    if (await exists(deps.db, p.newName, p.categoryId)) throw conflict(CATEGORY_EXISTS, 'category_exists');
    const { rows } = await deps.db.query<Row>(
      `update categories set name = $2, translations = $3::jsonb where id = $1
       returning id, parent_id, name, translations, enabled`,
      [p.categoryId, p.newName, JSON.stringify(p.translations)],
    );
    return c.json({ data: asCategory(rows[0]!) });
  });

  r.delete('/:categoryId', async (c) => {
    const id = idParam(c, 'categoryId', idSchema);
    if (!(await one(deps.db, id))) throw notFound('Category not found');
    const kids = await deps.db.query('select 1 from categories where parent_id = $1 limit 1', [id]);
    if (kids.rows.length) throw conflict('The category has subcategories: delete or move them first', 'category_has_children');
    await deps.db.query('delete from categories where id = $1', [id]);
    return c.json({ data: { id, deleted: true } });
  });

  return r;
}

import { Hono } from 'hono';
import type { Context } from 'hono';
import { CATEGORY_EXISTS, createCategoryPayload, id as idSchema, renameCategoryPayload, type Category } from '../../api/contract/index.js';
import type { Queryable } from '../db/types.js';
import type { AppEnv, Deps } from '../lib/deps.js';
import { conflict, HttpError, notFound } from '../lib/http-error.js';
import { body, idParam } from '../lib/validate.js';
import { requireAdmin } from '../lib/auth.js';
import { audit, diff } from '../lib/audit.js';

type Row = { id: number; parent_id: number | null; name: string; translations: Category['translations']; enabled: boolean };

const byCode = (a: Category, b: Category) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The whole tree of live categories, children nested, each level sorted by code. */
export async function categoryTree(q: Queryable): Promise<Category[]> {
  const { rows } = await q.query<Row>('select id, parent_id, name, translations, enabled from categories where deleted_at is null');
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

/** A code is taken by any category, also a deleted one that can still be restored. */
const exists = async (q: Queryable, name: string, exceptId = 0) =>
  (await q.query('select 1 from categories where lower(name) = lower($1) and id <> $2', [name, exceptId])).rows.length > 0;

const live = async (q: Queryable, id: number, lock = false) =>
  (
    await q.query<Row>(
      `select id, parent_id, name, translations, enabled from categories where id = $1 and deleted_at is null${lock ? ' for update' : ''}`,
      [id],
    )
  ).rows[0];

const asCategory = (r: Row): Category => ({ id: r.id, name: r.name, translations: r.translations, enabled: r.enabled, children: [] });

/** Restores a soft-deleted category (with its translations) inside the retention window. */
export async function restoreCategory(q: Queryable, c: Context<AppEnv>, id: number, restoreDays: number): Promise<Category> {
  const { rows } = await q.query<Row & { deleted_at: Date | null; expired: boolean; parent_deleted: boolean }>(
    `select k.id, k.parent_id, k.name, k.translations, k.enabled, k.deleted_at,
       k.deleted_at < now() - make_interval(days => $2) as expired,
       coalesce((select p.deleted_at is not null from categories p where p.id = k.parent_id), false) as parent_deleted
     from categories k where k.id = $1 for update`,
    [id, restoreDays],
  );
  const row = rows[0];
  if (!row || !row.deleted_at) throw notFound('No deleted category with this id');
  if (row.expired) throw new HttpError(410, 'The category was deleted too long ago to be restored', {}, 'restore_expired');
  if (row.parent_deleted) throw conflict('Restore the parent category first: this one was inside it', 'restore_parent_deleted');
  await q.query('update categories set deleted_at = null, deleted_by = null where id = $1', [id]);
  await audit(q, c, {
    action: 'category.restored',
    target: { type: 'category', id, label: row.name },
    changes: { deleted: { from: true, to: false } },
  });
  return asCategory(row);
}

export function categoryRoutes(deps: Deps, restoreDays: number) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAdmin(deps));

  r.get('/', async (c) => c.json({ data: await categoryTree(deps.db) }));

  r.post('/', async (c) => {
    const p = await body(c, createCategoryPayload);
    const created = await deps.db.transaction(async (tx) => {
      if (p.parentId != null && !(await live(tx, p.parentId))) throw notFound('Parent category not found');
      if (await exists(tx, p.name)) throw conflict(CATEGORY_EXISTS, 'category_exists');
      const { rows } = await tx.query<Row>(
        `insert into categories (parent_id, name, translations) values ($1, $2, $3::jsonb)
         returning id, parent_id, name, translations, enabled`,
        [p.parentId ?? null, p.name, JSON.stringify(p.translations)],
      );
      const row = rows[0]!;
      await audit(tx, c, {
        action: 'category.created',
        target: { type: 'category', id: row.id, label: row.name },
        changes: {
          name: { from: null, to: row.name },
          translations: { from: null, to: row.translations },
          parentId: { from: null, to: row.parent_id },
        },
      });
      return row;
    });
    return c.json({ data: asCategory(created) }, 201);
  });

  r.patch('/rename', async (c) => {
    const p = await body(c, renameCategoryPayload);
    const renamed = await deps.db.transaction(async (tx) => {
      const before = await live(tx, p.categoryId, true);
      if (!before) throw notFound('Category not found');
      if (await exists(tx, p.newName, p.categoryId)) throw conflict(CATEGORY_EXISTS, 'category_exists');
      const { rows } = await tx.query<Row>(
        `update categories set name = $2, translations = $3::jsonb where id = $1
         returning id, parent_id, name, translations, enabled`,
        [p.categoryId, p.newName, JSON.stringify(p.translations)],
      );
      const after = rows[0]!;
      await audit(tx, c, {
        action: 'category.renamed',
        target: { type: 'category', id: after.id, label: after.name },
        changes: diff(before, after, ['name', 'translations']),
      });
      return after;
    });
    return c.json({ data: asCategory(renamed) });
  });

  r.delete('/:categoryId', async (c) => {
    const id = idParam(c, 'categoryId', idSchema);
    await deps.db.transaction(async (tx) => {
      const row = await live(tx, id, true);
      if (!row) throw notFound('Category not found');
      const kids = await tx.query('select 1 from categories where parent_id = $1 and deleted_at is null limit 1', [id]);
      if (kids.rows.length) throw conflict('The category has subcategories: delete or move them first', 'category_has_children');
      // Soft delete: hidden everywhere, restorable for the retention window, its code stays reserved.
      await tx.query('update categories set deleted_at = now(), deleted_by = $2 where id = $1', [id, c.get('member').id]);
      await audit(tx, c, {
        action: 'category.deleted',
        target: { type: 'category', id, label: row.name },
        changes: { deleted: { from: false, to: true } },
      });
    });
    return c.json({ data: { id, deleted: true } });
  });

  r.post('/:categoryId/restore', async (c) => {
    const id = idParam(c, 'categoryId', idSchema);
    const restored = await deps.db.transaction((tx) => restoreCategory(tx, c, id, restoreDays));
    return c.json({ data: restored });
  });

  return r;
}

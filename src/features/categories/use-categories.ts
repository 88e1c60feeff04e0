import { useQuery } from '../../state/query/use-query.js';
import { createCategory, deleteCategory, listCategories, renameCategory } from '../../api/categories.js';
import { restoreCategory } from '../../api/audit.js';
import type { Category, CreateCategoryPayload, RenameCategoryPayload } from '../../api/contract/category.js';
import { useAdminMutation } from '../../connected/admin-mutation.js';
import type { FieldErrorClaim } from '../../connected/error-handler.js';
import { useApi } from '../../state/api.js';
import { queryClient } from '../../state/store.js';
import { useLang } from '../../i18n/index.js';
import { insertCategory, labelOf, removeCategory, type CategoryId } from './category-tree.js';
import { queryKeys } from '../../state/query-keys.js';

export function useCategories() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.categories.tree, queryFn: () => listCategories(api) }, queryClient);
}

export { isExistsError } from './category-form.js';

let tempSeq = 0;
export const tempId = () => `temp-${Date.now().toString(36)}-${++tempSeq}`;

async function snapshot() {
  await queryClient.cancelQueries({ queryKey: queryKeys.categories.tree });
  return queryClient.getQueryData<Category[]>(queryKeys.categories.tree);
}
const rollback = (previous: Category[] | undefined) => {
  if (previous) queryClient.setQueryData(queryKeys.categories.tree, previous);
};
// The tree, and the Recently deleted count of the header's link (a delete or its Undo changes it).
const refetch = () =>
  Promise.all([queryKeys.categories.tree, queryKeys.recentlyDeleted.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** Optimistic create: a temp- entry with isOptimistic at once, rollback on error, refetch when settled. */
export function useCreateCategory(fields?: FieldErrorClaim) {
  const api = useApi();
  const [lang] = useLang();
  return useAdminMutation({
    mutationFn: (p: CreateCategoryPayload) => createCategory(api, p),
    ...(fields ? { fields } : {}),
    onMutate: async (p) => {
      const previous = await snapshot();
      const node: Category = { id: tempId(), name: p.name.trim(), translations: p.translations, children: [], isOptimistic: true };
      queryClient.setQueryData<Category[]>(queryKeys.categories.tree, (tree) => insertCategory(tree ?? [], p.parentId, node));
      return previous;
    },
    rollback,
    success: (created, p, t) => ({
      title: t('common.success'),
      message: t('categories.toast.created', { name: labelOf({ ...p, id: 0, children: [] }, lang) }),
      event: ['admin-category-created', { id: created?.id ?? null, name: created?.name ?? p.name }],
    }),
    onSettled: refetch,
  });
}

/** Rename: refetches on success. */
export function useRenameCategory(fields?: FieldErrorClaim) {
  const api = useApi();
  const [lang] = useLang();
  return useAdminMutation({
    mutationFn: (p: RenameCategoryPayload) => renameCategory(api, p),
    ...(fields ? { fields } : {}),
    success: (_answer, p, t) => ({
      title: t('common.success'),
      message: t('categories.toast.renamed', {
        name: labelOf({ id: p.categoryId, name: p.newName.trim(), translations: p.translations, children: [] }, lang),
      }),
      event: ['admin-category-renamed', { id: p.categoryId, name: p.newName.trim() }],
    }),
    afterSuccess: refetch,
  });
}

/** Restores a soft-deleted category (the Undo of a delete), refetch when settled. */
export function useRestoreCategory() {
  const api = useApi();
  const [lang] = useLang();
  return useAdminMutation({
    mutationFn: (id: number) => restoreCategory(api, id),
    success: (c, _id, t) => ({
      title: t('common.success'),
      message: t('categories.toast.restored', { name: labelOf(c, lang) }),
      event: ['admin-category-restored', { id: c.id, name: c.name }] as const,
    }),
    errorTitle: (t) => t('categories.toast.errorRestoring'),
    onSettled: refetch,
  });
}

/** Optimistic delete: removed at once, rollback on error, refetch when settled; the toast offers Undo (restore). */
export function useDeleteCategory() {
  const api = useApi();
  const restore = useRestoreCategory();
  return useAdminMutation({
    // `label`: the name the admin reads (in the page's language), for the toast; `name` (the code) for the event.
    mutationFn: (c: { id: CategoryId; name: string; label: string }) => deleteCategory(api, c.id),
    onMutate: async (c) => {
      const previous = await snapshot();
      queryClient.setQueryData<Category[]>(queryKeys.categories.tree, (tree) => removeCategory(tree ?? [], c.id));
      return previous;
    },
    rollback,
    success: (_a, c, t) => {
      const id = c.id;
      return {
        title: t('common.success'),
        message: t('categories.toast.deleted', { name: c.label }),
        event: ['admin-category-deleted', { id: c.id, name: c.name }],
        // Only a saved category (numeric id) was deleted on the server, so only it can come back.
        ...(typeof id === 'number' ? { action: { label: t('common.undo'), onClick: () => restore.mutate(id) } } : {}),
      };
    },
    onSettled: refetch,
  });
}

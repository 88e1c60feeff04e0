/** `admin-category-deleted`: dispatched from the host of <admin-categories> (bubbles, composed) after a category was deleted. */
export interface AdminCategoryDeletedDetail {
  /** Server id of the category. */
  id: number | string | null;
  /** Category code. */
  name: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'admin-category-deleted': CustomEvent<AdminCategoryDeletedDetail>;
  }
}

export const ADMIN_CATEGORY_DELETED = 'admin-category-deleted' as const;

/** `admin-category-renamed`: dispatched from the host of <admin-categories> (bubbles, composed) after a category was renamed. */
export interface AdminCategoryRenamedDetail {
  /** Server id of the category. */
  id: number | string | null;
  /** Category code. */
  name: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'admin-category-renamed': CustomEvent<AdminCategoryRenamedDetail>;
  }
}

export const ADMIN_CATEGORY_RENAMED = 'admin-category-renamed' as const;

/** `admin-category-created`: dispatched from the host of <admin-categories> (bubbles, composed) after a category was created. */
export interface AdminCategoryCreatedDetail {
  /** Server id of the category. */
  id: number | string | null;
  /** Category code. */
  name: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'admin-category-created': CustomEvent<AdminCategoryCreatedDetail>;
  }
}

export const ADMIN_CATEGORY_CREATED = 'admin-category-created' as const;

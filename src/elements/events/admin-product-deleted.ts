/** `admin-product-deleted`: dispatched from the host of <admin-products> (bubbles, composed) after a product was deleted. */
export interface AdminProductDeletedDetail {
  /** Server id of the deleted product. */
  productId: number;
  /** The company the product belonged to. */
  companyId: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'admin-product-deleted': CustomEvent<AdminProductDeletedDetail>;
  }
}

export const ADMIN_PRODUCT_DELETED = 'admin-product-deleted' as const;

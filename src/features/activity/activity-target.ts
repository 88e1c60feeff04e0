import type { AuditEvent } from '../../api/contract/audit.js';

/**
 * Where the label of an event's target leads. `panel` changes the panel's own state (a member's
 * history, the Recently deleted view) so it works inside `<admin-app>` and embedded alike; `route`
 * is another screen, reached through `Link` (the router, or `admin-navigate` when embedded).
 * A product's link is its history: the event does not carry its company, which /products needs.
 */
export type TargetLink = { kind: 'panel'; filters: Record<string, string> } | { kind: 'route'; to: string };

export function targetLink(e: Pick<AuditEvent, 'action' | 'target'>): TargetLink | null {
  const { type, id } = e.target;
  if (!id) return null;
  switch (type) {
    // The members list filters by username, which the event does not have: the member's own history.
    case 'member':
      return {
        kind: 'panel',
        filters: {
          view: '',
          action: '',
          actorId: '',
          from: '',
          to: '',
          targetType: 'member',
          targetId: id,
        },
      };
    // A deleted product to Recently deleted; any other product event to the product's own history (design round
    // 12: "restored X" had no link where "deleted X" had one).
    case 'product':
      return e.action === 'product.deleted'
        ? { kind: 'panel', filters: { view: 'deleted', type: 'product' } }
        : { kind: 'panel', filters: { view: '', action: '', actorId: '', from: '', to: '', targetType: 'product', targetId: id } };
    case 'category':
      return e.action === 'category.deleted'
        ? { kind: 'panel', filters: { view: 'deleted', type: 'category' } }
        : { kind: 'route', to: '/categories' };
    case 'notification':
      return { kind: 'route', to: '/notifications?tab=history' };
    default:
      return null;
  }
}

// The public event types, for integrators: one map in src/state/events.ts, from which the global
// GlobalEventHandlersEventMap entries, the manifest and docs/elements.md are derived.
export type {
  AdminEventMap,
  AdminEventName,
  AdminEvents,
  AdminNavigateDetail,
  AdminSessionChangedDetail,
  AdminSessionExpiredDetail,
  AdminMemberDetail,
  AdminMemberDetail as AdminMemberEnabledDetail,
  AdminMemberDetail as AdminMemberDisabledDetail,
  AdminCategoryDetail,
  AdminCategoryDetail as AdminCategoryCreatedDetail,
  AdminCategoryDetail as AdminCategoryRenamedDetail,
  AdminCategoryDetail as AdminCategoryDeletedDetail,
  AdminProductDeletedDetail,
  AdminNotificationSentDetail,
} from '../state/events.js';

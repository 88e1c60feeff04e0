/** `admin-member-enabled`: dispatched from the host of <admin-customers> or <admin-business> (bubbles, composed) after a member was enabled. */
export interface AdminMemberEnabledDetail {
  /** Server id of the member. */
  memberId: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'admin-member-enabled': CustomEvent<AdminMemberEnabledDetail>;
  }
}

export const ADMIN_MEMBER_ENABLED = 'admin-member-enabled' as const;

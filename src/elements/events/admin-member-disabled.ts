/** `admin-member-disabled`: dispatched from the host of <admin-customers> or <admin-business> (bubbles, composed) after a member was disabled. */
export interface AdminMemberDisabledDetail {
  /** Server id of the member. */
  memberId: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'admin-member-disabled': CustomEvent<AdminMemberDisabledDetail>;
  }
}

export const ADMIN_MEMBER_DISABLED = 'admin-member-disabled' as const;

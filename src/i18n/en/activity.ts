/** The activity panel (issue 13): the audit trail as sentences. */
export default {
  title: 'Activity',
  description: 'Who changed what in the back-office, newest first.',
  /** The actor of an event without a known member (a failed sign-in). */
  someone: 'Someone',
  /** The target of an event without a label. */
  unknownTarget: 'an item no longer available',
  /** One sentence per action: {{actor}} (who) and {{target}} (the member, category, product or notification). */
  sentence: {
    auth_signed_in: '{{actor}} signed in',
    auth_sign_in_failed: 'Failed sign-in as {{target}}',
    auth_signed_out: '{{actor}} signed out',
    account_activated: '{{actor}} activated their account',
    account_password_reset: '{{actor}} reset their password',
    account_profile_updated: '{{actor}} updated their profile',
    account_password_changed: '{{actor}} changed their password',
    member_enabled: '{{actor}} enabled {{target}}',
    member_disabled: '{{actor}} disabled {{target}}',
    category_created: '{{actor}} created the category {{target}}',
    category_renamed: '{{actor}} renamed the category {{target}}',
    category_deleted: '{{actor}} deleted the category {{target}}',
    category_restored: '{{actor}} restored the category {{target}}',
    product_deleted: '{{actor}} deleted the product {{target}}',
    product_restored: '{{actor}} restored the product {{target}}',
    notification_sent: '{{actor}} sent the notification {{target}}',
  },
  /** The action filter's options. */
  action: {
    auth_signed_in: 'Sign-in',
    auth_sign_in_failed: 'Failed sign-in',
    auth_signed_out: 'Sign-out',
    account_activated: 'Account activated',
    account_password_reset: 'Password reset',
    account_profile_updated: 'Profile updated',
    account_password_changed: 'Password changed',
    member_enabled: 'Member enabled',
    member_disabled: 'Member disabled',
    category_created: 'Category created',
    category_renamed: 'Category renamed',
    category_deleted: 'Category deleted',
    category_restored: 'Category restored',
    product_deleted: 'Product deleted',
    product_restored: 'Product restored',
    notification_sent: 'Notification sent',
  },
  /** The target type filter's options. */
  targetType: { member: 'Member', category: 'Category', product: 'Product', notification: 'Notification' },
};

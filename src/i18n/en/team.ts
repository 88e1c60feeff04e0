/** Team (issue 39): the administrators, for team owners. “Team owner” is the back-office role; “owner” alone is a company’s. */
export default {
  title: 'Team',
  description: 'The administrators of the back-office: who may sign in, and who manages the others.',
  empty: 'No administrators',
  you: 'you',
  never: 'Never signed in',
  roles: { owner: 'Team owner', admin: 'Administrator' },
  enabled: 'Enabled',
  disabled: 'Disabled',
  columns: { name: 'Name', role: 'Role', status: 'Status', lastSignIn: 'Last sign-in' },
  actions: {
    makeOwner: 'Make team owner',
    removeOwner: 'Remove team owner',
    removeOwnerOnly: 'Remove team owner: make another team owner first',
    disable: 'Disable',
    enable: 'Enable',
    revoke: 'Remove administrator rights',
    sessions: 'Sessions',
  },
  /** The confirmation of each row action: {{name}} the administrator. */
  confirm: {
    makeOwner: {
      title: 'Make {{name}} a team owner?',
      text: '{{name}} will manage the administrators: add and remove them, disable them and end their sessions.',
      button: 'Make team owner',
    },
    removeOwner: {
      title: 'Remove {{name}} as a team owner?',
      text: '{{name}} stays an administrator but no longer manages the others.',
      button: 'Remove team owner',
    },
    disable: {
      title: 'Disable {{name}}?',
      text: '{{name}} can no longer sign in, and every session and API token of theirs ends now.',
      button: 'Disable',
    },
    enable: {
      title: 'Enable {{name}}?',
      text: '{{name}} can sign in again (their ended sessions and API tokens stay ended).',
      button: 'Enable',
    },
    revoke: {
      title: 'Remove the administrator rights of {{name}}?',
      text: '{{name}} stays a member of the app but can no longer use the back-office; their API tokens are revoked.',
      /** The administrator is disabled (issue 39/38, item 3): they stay a disabled member, nothing else holds. */
      textDisabled: '{{name}} stays a disabled member of the app and can no longer use the back-office.',
      button: 'Remove rights',
    },
  },
  toast: {
    granted: '{{name}} is now an administrator',
    madeOwner: '{{name}} is now a team owner',
    removedOwner: '{{name}} is no longer a team owner',
    /** POST /admins/{id}/disable: the name, then the sessions and tokens it ended (issue 39). */
    disabled: '{{name}} disabled',
    /** After `disabled`, only the counts that are not zero. */
    disabledSessions: { one: '{{count}} session ended', other: '{{count}} sessions ended' },
    disabledTokens: { one: '{{count}} API token revoked', other: '{{count}} API tokens revoked' },
    enabled: '{{name}} enabled',
    revoked: '{{name}} is no longer an administrator',
    sessionEnded: 'Signed out a session of {{name}}',
  },
  add: {
    button: 'Add administrator',
    title: 'Add administrator',
    text: 'Find a member of the app by name or email. They will be able to use the back-office.',
    search: 'Member',
    placeholder: 'Name or email',
    hint: 'Type at least 2 characters',
    none: 'No member matches',
    already: 'Already an administrator',
    grant: 'Make {{name}} an administrator',
    disabled: 'Disabled',
    enableFirst: 'Enable them in Customers first',
    confirm:
      'Make {{name}} an administrator? They will be able to sign in to the back-office and change members, companies, categories and notifications.',
    confirmButton: 'Make administrator',
  },
  sessions: {
    title: 'Sessions of {{name}}',
    text: 'Sign-ins of the last 30 days, live ones first. Signing one out ends it on that device at once.',
    empty: 'No sessions in the last 30 days',
    clients: { ui: 'Back-office', cli: 'CLI', api: 'API' },
    live: 'Live',
    ended: 'Ended',
    lastSeen: 'Last seen {{when}}',
    from: 'from {{address}}',
    end: 'Sign out',
    endLabel: 'Sign out the session of {{client}}, last seen {{when}}',
    endQuestion: 'Sign out this session? That device is signed out at once.',
  },
};

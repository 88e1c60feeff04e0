export default {
  greeting: 'Hello, {{name}}',
  fallbackName: 'User',
  subtitle: 'Here is an overview of the platform.',
  totals: {
    title: 'Totals',
    companies: 'Companies',
    customers: 'Customers',
    products: 'Products',
    /** Why Customers' total is above the Customers list's (which leaves company owners out until asked). */
    customersNote: 'Includes company owners.',
  },
  modules: {
    title: 'Modules',
    categories: { title: 'Categories', description: 'Manage the category tree' },
    customers: { title: 'Customers', description: 'List, enable and disable members' },
    notifications: { title: 'Notifications', description: 'Send bulk notifications' },
    business: { title: 'Business', description: 'Manage companies, branches and products' },
  },
  /** Quick stats (issue 16): what changed over a period beside the period before, and two counts of now. */
  trends: {
    title: 'Quick stats',
    /** The period switch: its name, and each period (7 and 30 days, 90 days, 12 months). */
    range: 'Period',
    days: { one: '{{count}} day', other: '{{count}} days' },
    months: { one: '{{count}} month', other: '{{count}} months' },
    /** The period before, as the change is compared with it: "vs 40 in the previous 30 days". */
    previousDays: { one: 'the previous {{count}} day', other: 'the previous {{count}} days' },
    previousMonths: { one: 'the previous {{count}} month', other: 'the previous {{count}} months' },
    metrics: { companies: 'New companies', products: 'New products', members: 'New members', activeMembers: 'Active members' },
    compared: 'vs {{previous}} in {{period}}',
    noChange: 'no change',
    /** The change in words, for screen readers (the card shows it as "+12% ▲"). */
    change: {
      up: 'Up {{percent}} from {{previous}} in {{period}}',
      upFromZero: 'Up by {{diff}} from 0 in {{period}}',
      /** From a base below 5 the change is a number, not a percentage ("+78 ▲"). */
      upBy: 'Up by {{diff}} from {{previous}} in {{period}}',
      downBy: 'Down by {{diff}} from {{previous}} in {{period}}',
      down: 'Down {{percent}} from {{previous}} in {{period}}',
      same: 'No change from {{previous}} in {{period}}',
    },
    showTable: 'Show as table',
    hideTable: 'Hide table',
    perDay: '{{metric}} per day',
    perWeek: '{{metric}} per week',
    day: 'Day',
    week: 'Week starting',
    emptyChart: 'Nothing to chart in this period',
    /** Counts of now: the period does not change them. */
    now: {
      pendingActivations: 'Pending activations',
      disabledMembers: 'Disabled members',
      hint: 'Current total, not tied to the period',
    },
    /** Each card leads to the list it counts. */
    see: { members: 'See members', companies: 'See companies', disabled: 'See disabled members' },
    loading: 'Loading quick stats',
  },
  /** The last events of the activity trail. */
  recent: {
    title: 'Recent activity',
    seeAll: 'See all activity',
    empty: 'No activity yet',
    emptyHint: 'What administrators do in the back-office shows up here.',
    loading: 'Loading recent activity',
  },
};

import * as init from './001-init.js';
import * as idempotencyHash from './002-idempotency-request-hash.js';
import * as security from './003-security.js';
import * as memory from './004-memory.js';
import * as notificationJobs from './005-notification-jobs.js';
import * as insights from './006-insights.js';
import * as identity from './007-identity.js';
import * as signInLocks from './008-sign-in-locks.js';
import * as foldedUsername from './009-folded-username.js';
import * as notificationLists from './010-notification-lists.js';
import * as accessControl from './011-access-control.js';
import * as searchExactNames from './012-search-exact-names.js';
import * as auditApiToken from './013-audit-api-token.js';
import * as rowCounts from './014-row-counts.js';
import * as trendCounts from './015-trend-counts.js';
import * as usernamePrefix from './016-username-prefix.js';
import * as memberCounts from './017-member-counts.js';
import * as countryUsernamePrefix from './018-country-username-prefix.js';
import * as foldedUsernameTrigrams from './019-folded-username-trigrams.js';
import * as usernamePrefixCovering from './020-username-prefix-covering.js';
import * as auditWithoutSignIns from './021-audit-without-sign-ins.js';
import * as auditBatch from './022-audit-batch.js';
import * as activeSpans from './023-active-spans.js';
import * as notificationRecipients from './024-notification-recipients.js';
import * as recipientRetention from './025-recipient-retention.js';
import * as companyNotifications from './026-company-notifications.js';

/** Every committed migration, in order. Ids are never renamed once released. */
export const migrations: { id: string; sql: string }[] = [
  init,
  idempotencyHash,
  security,
  memory,
  notificationJobs,
  insights,
  identity,
  signInLocks,
  foldedUsername,
  notificationLists,
  accessControl,
  searchExactNames,
  auditApiToken,
  rowCounts,
  trendCounts,
  usernamePrefix,
  memberCounts,
  countryUsernamePrefix,
  foldedUsernameTrigrams,
  usernamePrefixCovering,
  auditWithoutSignIns,
  auditBatch,
  activeSpans,
  notificationRecipients,
  recipientRetention,
  companyNotifications,
];

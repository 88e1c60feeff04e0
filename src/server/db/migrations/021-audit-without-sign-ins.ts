/**
 * The activity panel and the dashboard leave the sign-ins out by default (`excludeSignIns=true` on GET /v1/audit):
 * they can be most of the trail, and walking the time index while skipping them costs in proportion. Measured on
 * PostgreSQL at 1,000,000 events, 80 % of them sign-ins:
 * - the trail's page: the time index filtered (0.08 ms for the newest page, more the longer the run of sign-ins),
 *   against the partial index below read alone, whatever their share (0.03 ms, a cursor page the same);
 * - one actor's page without sign-ins, for an actor who only signs in: the actor index filtered read all 50,000
 *   of their events (19 ms), the partial time index filtered all 200,000 others (55 ms); the partial actor index
 *   answers at once (0.05 ms). The planner picks it only when it knows that actor and action go together: the
 *   extended statistics below (without them it guessed the two independent and chose the 55 ms plan).
 * An action filter makes the exclusion needless (the server drops it); a target's history is small enough.
 */
export const id = '021-audit-without-sign-ins';
export const sql = /* sql */ `
create index if not exists audit_events_no_sign_in_idx on audit_events (at desc, id desc) where action <> 'auth.signed_in';
create index if not exists audit_events_actor_no_sign_in_idx on audit_events (actor_id, at desc, id desc) where action <> 'auth.signed_in';
create statistics if not exists audit_events_actor_action_stats (mcv, dependencies) on actor_id, action from audit_events;
analyze audit_events;
`;

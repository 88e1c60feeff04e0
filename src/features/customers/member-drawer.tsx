import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { listAudit } from '../../api/audit.js';
import { isOwner } from '../../api/contract/constants.js';
import type { MemberDetail } from '../../api/contract/member.js';
import { EntityHistory } from '../../connected/entity-history.js';
import { Link } from '../../connected/link.js';
import { useLastOpen } from '../../connected/use-detail-route.js';
import { useLang, useT } from '../../i18n/index.js';
import { regionName } from '../../i18n/region.js';
import { absoluteTime, relativeTime } from '../../ui/activity-text.js';
import { useApi } from '../../state/api.js';
import { useSession } from '../../state/use-session.js';
import { useQuery } from '../../state/query/use-query.js';
import { queryKeys } from '../../state/query-keys.js';
import { queryClient } from '../../state/store.js';
import { Badge } from '../../ui/badge.js';
import { Button } from '../../ui/button.js';
import { DetailList, DetailListSkeleton, DetailSection } from '../../ui/detail-list.js';
import { Drawer } from '../../ui/drawer.js';
import { Flag } from '../../ui/flag.js';
import { SkeletonText } from '../../ui/skeleton.js';
import { EmptyState, ErrorState } from '../../ui/states.js';
import { BlockMemberDialog } from './block-member-dialog.js';
import { EnableMemberDialog } from './enable-member-dialog.js';
import { memberName, roleLabel, stateTone, statusText } from './customer-columns.js';
import { useCompanyBranches, useMemberDetail } from './use-member-detail.js';
import { useMemberToggle } from './use-customers.js';

const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' });
const muted = css({ color: 'fg.muted', fontSize: '13px' });
const companies = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '3' });
const company = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  px: '3',
  py: '2',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
});
const branches = css({ listStyle: 'none', m: '0', p: '0', fontSize: '14px', display: 'flex', flexDirection: 'column', gap: '0.5' });

/** The branches of one of the member's companies: names and cities. */
function CompanyItem({ id, name }: { id: number; name: string }) {
  const t = useT();
  const q = useCompanyBranches(id);
  return (
    <li className={company} data-part="member-company" data-company={id}>
      <Link to={`/business/${id}`} className={css({ alignSelf: 'flex-start', overflowWrap: 'anywhere' })}>
        {name}
      </Link>
      {q.isPending ? (
        <SkeletonText width="60%" />
      ) : q.isError ? (
        <ErrorState onRetry={() => void q.refetch()} />
      ) : q.data?.length ? (
        <ul className={branches} aria-label={t('customers.detail.branchesOf', { name })}>
          {q.data.map((b) => (
            <li key={b.id} data-part="member-branch">
              {b.name}
              {b.city && <span className={muted}> · {b.city}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className={muted}>{t('customers.detail.noBranches')}</p>
      )}
    </li>
  );
}

/**
 * Who disabled a disabled member and how long ago, from the audit trail's last member.disabled event about them
 * ("Disabled by Ada Rossi · 3 min ago", the exact time on the line under it); nothing while unknown or not recorded.
 */
function DisabledBy({ memberId }: { memberId: number }) {
  const t = useT();
  const [lang] = useLang();
  const api = useApi();
  const filters = { targetType: 'member' as const, targetId: String(memberId), action: 'member.disabled' as const, limit: 1 };
  const q = useQuery(
    { queryKey: queryKeys.audit.recent(filters), queryFn: ({ signal }) => listAudit(api, filters, { signal }) },
    queryClient,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  const ev = q.data?.data[0];
  if (!ev) return null;
  const when = relativeTime(ev.at, Math.max(now, Date.parse(ev.at)), lang);
  const exact = absoluteTime(ev.at, lang);
  // The exact time is written out under it, not only in a tooltip: a keyboard or touch user reads it too
  // (issue 38, WCAG 1.4.13 and 2.1.1).
  return (
    <>
      <p className={muted} data-part="member-disabled-by">
        {ev.actor.name ? t('customers.detail.disabledBy', { name: ev.actor.name }) : t('customers.detail.disabledAt')}
        {' · '}
        <time dateTime={ev.at} title={exact}>
          {when}
        </time>
      </p>
      <p className={muted} data-part="member-disabled-at">
        <time dateTime={ev.at}>{exact}</time>
      </p>
    </>
  );
}

/** The last member.blocked event about a pending member (issue 39): the server keeps no other trace of a block. */
function useBlocked(memberId: number | null) {
  const api = useApi();
  const filters = { targetType: 'member' as const, targetId: String(memberId), action: 'member.blocked' as const, limit: 1 };
  return useQuery(
    {
      queryKey: queryKeys.audit.recent(filters),
      queryFn: ({ signal }) => listAudit(api, filters, { signal }),
      enabled: memberId !== null,
      select: (d) => d.data[0] ?? null,
    },
    queryClient,
  );
}

/** What the drawer shows of a member: status with enable/disable, fields, companies and branches, history. */
function MemberBody({ member: m }: { member: MemberDetail }) {
  const t = useT();
  const [lang] = useLang();
  const toggle = useMemberToggle();
  const { memberInfo } = useSession();
  const [blocking, setBlocking] = useState(false);
  const [enabling, setEnabling] = useState(false);
  // Block account (issue 39): team owners only, for an enabled pending account (a disabled one cannot activate).
  const blocked = useBlocked(m.activated ? null : m.id);
  const canBlock = isOwner(memberInfo) && !m.activated && blocked.isSuccess && !blocked.data;
  const admin = m.role?.name === 'admin';
  const busy = toggle.isPending;
  const f = (k: string) => t(`customers.detail.fields.${k}`);
  return (
    <>
      <DetailSection title={t('customers.detail.status')} part="member-status">
        <div className={row}>
          <Badge tone={stateTone(m)} data-part="member-state" data-enabled={m.enabled} data-pending={!!m.pending}>
            {statusText(t, m)}
          </Badge>
          {m.enabled ? (
            admin ? (
              <p className={muted}>{t('customers.detail.adminKept')}</p>
            ) : (
              <Button
                variant="outline"
                size="sm"
                loading={busy}
                onClick={() => toggle.mutate({ memberId: m.id, enable: false, name: memberName(m) })}
                data-part="member-disable"
              >
                {t('customers.actions.disable')}
              </Button>
            )
          ) : (
            <Button
              variant="outline"
              size="sm"
              loading={busy}
              // Asks first, as Block does (issue 39/38); Disable acts at once, its toast offers Undo.
              onClick={() => setEnabling(true)}
              aria-haspopup="dialog"
              data-part="member-enable"
            >
              {t('customers.actions.enable')}
            </Button>
          )}
          {canBlock && (
            <Button variant="outline" size="sm" onClick={() => setBlocking(true)} data-part="member-block">
              {t('customers.block.action')}
            </Button>
          )}
        </div>
        {!m.enabled && m.activated && <DisabledBy memberId={m.id} />}
        {blocked.data && (
          <p className={muted} data-part="member-blocked">
            {blocked.data.actor.name ? t('customers.block.by', { name: blocked.data.actor.name }) : t('customers.block.state')}
            {' · '}
            <time dateTime={blocked.data.at}>{absoluteTime(blocked.data.at, lang)}</time>
          </p>
        )}
        <BlockMemberDialog member={blocking ? { id: m.id, name: memberName(m) } : null} onClose={() => setBlocking(false)} />
        <EnableMemberDialog member={enabling ? { id: m.id, name: memberName(m) } : null} onClose={() => setEnabling(false)} />
      </DetailSection>
      <DetailSection title={t('customers.detail.details')} part="member-fields">
        <DetailList
          // The name and @username are the drawer's header: the details start with what it does not say (round 13).
          fields={[
            ['email', f('email'), m.email],
            ['phone', f('phone'), m.cellphone],
            [
              'country',
              f('country'),
              m.country && (
                <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
                  <Flag code={m.country} />
                  {regionName(m.country, lang)}
                </span>
              ),
            ],
            ['region', f('region'), m.region],
            ['province', f('province'), m.province],
            ['city', f('city'), m.city],
            ['zip', f('zip'), m.zip],
            ['role', f('role'), roleLabel(t, m)],
            ['activation', f('activation'), t(m.activated ? 'customers.detail.activated' : 'customers.detail.notActivated')],
            ['createdAt', f('createdAt'), <time dateTime={m.createdAt}>{absoluteTime(m.createdAt, lang)}</time>],
            [
              'lastSeenAt',
              f('lastSeenAt'),
              m.lastSeenAt ? <time dateTime={m.lastSeenAt}>{absoluteTime(m.lastSeenAt, lang)}</time> : t('customers.detail.never'),
            ],
          ]}
        />
      </DetailSection>
      <DetailSection title={t('customers.detail.companies')} part="member-companies">
        {m.companies.length ? (
          <ul className={companies}>
            {m.companies.map((c) => (
              <CompanyItem key={c.id} id={c.id} name={c.name} />
            ))}
          </ul>
        ) : (
          <p className={muted}>{t('customers.noCompanyInfo')}</p>
        )}
      </DetailSection>
      <DetailSection title={t('customers.actions.history')} part="member-history">
        <EntityHistory
          scope={{ targetType: 'member', targetId: m.id }}
          self={{ kind: 'member', targetType: 'member', targetId: String(m.id) }}
          refreshOn={m.enabled}
          allLabel={t('customers.detail.historyAll')}
          emptyText={t('customers.detail.historyEmpty')}
        />
      </DetailSection>
    </>
  );
}

/**
 * The member drawer (issue 16): over the customers list at /customers/42 (or the panel's `?c.member=42`).
 * Loading skeleton, "no longer exists" for a 404, error with retry.
 */
export function MemberDrawer({ id, onClose }: { id: number | null; onClose(): void }) {
  const t = useT();
  const shown = useLastOpen(id);
  const q = useMemberDetail(shown);
  const m = q.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      part="member"
      busy={q.isPending}
      title={m ? memberName(m) : t('customers.detail.title')}
      subtitle={m?.username ? `@${m.username}` : undefined}
    >
      {q.isPending ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          <SkeletonText width="40%" />
          <DetailListSkeleton rows={8} />
          <span role="status" className={css({ srOnly: true })}>
            {t('common.loading')}
          </span>
        </div>
      ) : q.isError ? (
        <ErrorState onRetry={() => void q.refetch()} />
      ) : m ? (
        <MemberBody member={m} />
      ) : (
        <div data-part="member-gone">
          <EmptyState title={t('customers.detail.gone')} description={t('customers.detail.goneHint')} />
        </div>
      )}
    </Drawer>
  );
}

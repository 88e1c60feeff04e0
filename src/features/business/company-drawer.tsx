import { css } from 'styled-system/css';
import type { Company } from '../../api/contract/company.js';
import { EntityHistory } from '../../connected/entity-history.js';
import { Link } from '../../connected/link.js';
import { useLastOpen } from '../../connected/use-detail-route.js';
import { useLang, useT } from '../../i18n/index.js';
import { regionName } from '../../i18n/region.js';
import { Badge } from '../../ui/badge.js';
import { Button, buttonRecipe } from '../../ui/button.js';
import { DetailList, DetailListSkeleton, DetailSection, EmailValue } from '../../ui/detail-list.js';
import { Drawer } from '../../ui/drawer.js';
import { Flag } from '../../ui/flag.js';
import { ArrowRightIcon } from '../../ui/icons.js';
import { SkeletonText } from '../../ui/skeleton.js';
import { EmptyState, ErrorState } from '../../ui/states.js';
import { BranchCard } from './branch-card.js';
import { ownerName } from './business-columns.js';
import { useCompanyDetail, useCompanyProductCount } from './use-company-detail.js';
import { useOwnerToggle } from './use-business.js';

const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' });
const muted = css({ color: 'fg.muted', fontSize: '13px' });

/** What the drawer shows of a company: its owner's status with enable/disable, fields, products, branches, history. */
function CompanyBody({ company: c }: { company: Company }) {
  const t = useT();
  const [lang] = useLang();
  const toggle = useOwnerToggle();
  const f = (k: string) => t(`business.detail.fields.${k}`);
  const owner = ownerName(c) || (c.member.username ? `@${c.member.username}` : `#${c.member.id}`);
  return (
    <>
      <DetailSection title={t('business.detail.status')} part="company-status">
        <div className={row}>
          <Badge tone={c.member.enabled ? 'success' : 'danger'} data-part="company-state" data-enabled={c.member.enabled}>
            {t(c.member.enabled ? 'business.active' : 'business.disabled')}
          </Badge>
          <Button
            variant="outline"
            size="sm"
            loading={toggle.isPending}
            onClick={() => toggle.mutate({ memberId: c.member.id, enable: !c.member.enabled, name: ownerName(c), company: c.name })}
            data-part={c.member.enabled ? 'company-disable' : 'company-enable'}
          >
            {t(c.member.enabled ? 'business.actions.disable' : 'business.actions.enable')}
          </Button>
        </div>
        <p className={muted}>{t('business.detail.statusHint')}</p>
      </DetailSection>
      <DetailSection title={t('business.detail.details')} part="company-fields">
        <DetailList
          // The name is the drawer's title: the details start with what it does not say (round 13).
          fields={[
            ['legalName', f('legalName'), c.legalName],
            ['vat', f('vat'), c.vat],
            // Wraps after its @ only, never inside a word; a part too long is cut, its title says it all.
            ['email', f('email'), c.companyEmail && <EmailValue value={c.companyEmail} />],
            [
              'country',
              f('country'),
              c.country && (
                <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
                  <Flag code={c.country} />
                  {regionName(c.country, lang)}
                </span>
              ),
            ],
            [
              'owner',
              f('owner'),
              <span className={css({ display: 'inline-flex', flexWrap: 'wrap', columnGap: '1.5' })}>
                <Link to={`/customers/${c.member.id}`} data-part="company-owner">
                  {owner}
                </Link>
                {c.member.username && ownerName(c) && <span className={muted}>@{c.member.username}</span>}
              </span>,
            ],
          ]}
        />
      </DetailSection>
      <DetailSection title={`${t('business.columns.branches')} (${c.branches.length.toLocaleString(lang)})`} part="company-branches">
        {c.branches.length ? (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            {c.branches.map((b) => (
              <BranchCard key={b.id} branch={b} level={4} />
            ))}
          </div>
        ) : (
          <p className={muted}>{t('business.branches.none')}</p>
        )}
      </DetailSection>
      <DetailSection title={t('business.detail.history')} part="company-history">
        <EntityHistory
          scope={{ companyId: c.id }}
          self={{ kind: 'owner', targetType: 'member', targetId: String(c.member.id) }}
          refreshOn={c.member.enabled}
          allLabel={t('business.detail.historyAll')}
          emptyText={t('business.detail.historyEmpty')}
        />
      </DetailSection>
    </>
  );
}

/**
 * The drawer's main action, in its header: the company's products, a link (it navigates) drawn as the kit's outline
 * button, "View products (13) →" once the count is known (design review: the filled pill above Status read as a tag).
 */
function ProductsLink({ company: c }: { company: Company }) {
  const t = useT();
  const count = useCompanyProductCount(c.id).data;
  return (
    <Link
      to={`/products?companyId=${c.id}`}
      plain
      title={t('business.detail.productsOf', { name: c.name })}
      className={buttonRecipe({ variant: 'outline', size: 'sm' })}
      data-part="company-products"
    >
      {count === undefined ? t('business.detail.viewProducts') : t('business.detail.viewProductsCount', { count })}
      <ArrowRightIcon size={14} />
    </Link>
  );
}

/**
 * The company drawer (issue 16): over the business list at /business/7 (or the panel's `?b.company=7`).
 * Loading skeleton, "no longer exists" for a 404, error with retry. The company's history is its owner's
 * events and its products' (GET /audit?companyId=).
 */
export function CompanyDrawer({ id, onClose }: { id: number | null; onClose(): void }) {
  const t = useT();
  const shown = useLastOpen(id);
  const q = useCompanyDetail(shown);
  const c = q.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      part="company"
      busy={q.isPending}
      title={c ? c.name : t('business.detail.title')}
      subtitle={c?.vat ? t('business.vat', { vat: c.vat }) : undefined}
      actions={c && !q.isPending && !q.isError ? <ProductsLink company={c} /> : undefined}
    >
      {q.isPending ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          <SkeletonText width="40%" />
          <DetailListSkeleton rows={6} />
          <span role="status" className={css({ srOnly: true })}>
            {t('common.loading')}
          </span>
        </div>
      ) : q.isError ? (
        <ErrorState onRetry={() => void q.refetch()} />
      ) : c ? (
        <CompanyBody company={c} />
      ) : (
        <div data-part="company-gone">
          <EmptyState title={t('business.detail.gone')} description={t('business.detail.goneHint')} />
        </div>
      )}
    </Drawer>
  );
}

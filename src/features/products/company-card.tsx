import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import type { Company } from '../../api/contract/company.js';
import { useT } from '../../i18n/index.js';
import { Card } from '../../ui/card.js';
import { Skeleton } from '../../ui/skeleton.js';
import { ErrorState } from '../../ui/states.js';
import { TruncatedText } from '../../ui/truncated-text.js';
import { useMediaUrl } from '../../state/api.js';
import { Link } from '../../connected/link.js';
import { Badge } from '../../ui/badge.js';
import { displayName } from '../../ui/avatar.js';
import { ChevronDownIcon } from '../../ui/icons.js';

const DASH = '—';
const pic = css({
  gridColumn: '2',
  gridRow: '1',
  justifySelf: 'end',
  w: '12',
  h: '12',
  borderRadius: 'l3',
  objectFit: 'cover',
  bg: 'bg.subtle',
  flexShrink: 0,
  '@container (min-width: 40rem)': { w: '16', h: '16' },
});
// The card is the container (the sidebar and an embedding portal decide how wide it is, not the window): the
// facts start at the card's start edge, the picture stands at its end, the link to the company's drawer under the
// facts (design review: the status and the values floated beside the picture, away from the name).
const card = css({ containerType: 'inline-size' });
const layout = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: '4',
  rowGap: '3',
  alignItems: 'start',
});
// The values: one column on a phone, two side by side from 26rem of card (Owner | Legal name, VAT number | Email,
// Phone | Branches). Each column may shrink below its content (minmax(0, …)), so a long value is cut or wrapped
// inside its own cell and never runs into the next.
const grid = css({
  gridColumn: '1',
  gridRow: '1',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: '6',
  rowGap: '3',
  m: '0',
  fontSize: '13px',
  '@container (min-width: 26rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
});
const detailsLink = css({ overflowWrap: 'anywhere', gridColumn: '1 / -1', justifySelf: 'start' });
// On a phone (a card narrower than 40rem, as a list's cards) the card starts folded (design round 12, finding 4: 360 px
// of card before the search put the first product at y≈760 of 844): the owner on one line and "Details", which
// unfolds the rest (picture, values, the link to the company's drawer). The name and the status are the heading's.
const folding = css({
  '@container (max-width: 40rem)': {
    '&[data-folded] [data-part=company-picture], &[data-folded] [data-part=company-details]': { display: 'none' },
    '&[data-folded] [data-field]:not([data-field=owner])': { display: 'none' },
    '&[data-folded] [data-field=owner]': { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: '1.5' },
    '&[data-folded] [data-field=owner] dt': { fontSize: '13px' },
    '&[data-folded] > dl': { alignSelf: 'center' },
    '&[data-folded] [data-part=company-details-toggle]': { gridColumn: '2', gridRow: '1', alignSelf: 'center' },
    // Unfolded: on a line of its own after the values (beside the link it took the values' width, the email was cut).
    '&:not([data-folded]) [data-part=company-details-toggle]': { gridColumn: '1 / -1', justifySelf: 'start', ms: '-2' },
  },
});
const toggle = css({
  display: 'none',
  '@container (max-width: 40rem)': { display: 'inline-flex' },
  alignItems: 'center',
  gap: '1',
  px: '2',
  h: '8',
  fontSize: '13px',
  fontWeight: 'medium',
  color: 'accent.text',
  borderRadius: 'l2',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});
const label = css({ color: 'fg.muted', fontSize: '12px' });
/** Values that are words (the owner, the legal name) and phone numbers (at their spaces) wrap; addresses stay on one line and are cut (TruncatedText). */
const WRAPPING = new Set(['owner', 'legalName', 'phone']);

/** The company's status, beside the page's heading (its name): in words, not by colour alone. */
export function CompanyStatus({ company }: { company: Company }) {
  const t = useT();
  const enabled = company.member.enabled;
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center' })} data-part="company-status-meta">
      <span className={css({ srOnly: true })}>{t('products.company.status')}: </span>
      <Badge tone={enabled ? 'success' : 'danger'} data-part="company-status" data-enabled={enabled}>
        {t(enabled ? 'products.company.active' : 'products.company.disabled')}
      </Badge>
    </span>
  );
}

/**
 * The company of the products list, under the page's heading (the company's name, issue 38, with its status
 * beside it): what the heading does not say — picture, owner, legal name, VAT number, email, first branch phone, branches — and the
 * link to the company's drawer on Business. The card does not repeat the name.
 */
export function CompanyCard({
  company,
  loading,
  error,
  onRetry,
}: {
  company?: Company;
  loading: boolean;
  error: unknown;
  onRetry(): void;
}) {
  const t = useT();
  const media = useMediaUrl();
  const [open, setOpen] = useState(false);
  const valuesId = useId();
  if (error)
    return (
      <Card>
        <ErrorState onRetry={onRetry} />
      </Card>
    );
  if (loading || !company)
    return (
      <Card>
        <Skeleton height="lg" />
      </Card>
    );
  const owner = displayName(company.member) || (company.member.username ? `@${company.member.username}` : '');
  const fields: [string, string][] = [
    ['owner', owner || DASH],
    ['legalName', company.legalName || DASH],
    ['vat', company.vat || DASH],
    ['email', company.companyEmail || DASH],
    ['phone', company.branches[0]?.companyCellphone || DASH],
    ['branches', String(company.branches.length)],
  ];
  return (
    <Card className={card} data-part="company-card">
      <div className={`${layout} ${folding}`} data-folded={open ? undefined : ''}>
        {company.profilePic ? (
          <img
            src={media(company.profilePic)}
            alt={t('products.company.picture', { name: company.name })}
            className={pic}
            data-part="company-picture"
          />
        ) : (
          <span className={pic} aria-hidden="true" data-part="company-picture" />
        )}
        <dl className={grid} id={valuesId}>
          {fields.map(([k, v]) => (
            <div key={k} data-field={k} className={css({ minW: '0' })}>
              <dt className={label}>{t(`products.company.${k}`)}</dt>
              <dd className={css({ minW: '0', overflowWrap: 'anywhere' })}>
                {WRAPPING.has(k) ? (
                  v
                ) : (
                  <TruncatedText data-part="value" address={k === 'email' && v !== DASH}>
                    {v}
                  </TruncatedText>
                )}
              </dd>
            </div>
          ))}
        </dl>
        {/* A phone's only: unfolds the card (hidden wider, where nothing is folded). */}
        <button
          type="button"
          className={toggle}
          aria-expanded={open}
          aria-controls={valuesId}
          onClick={() => setOpen((o) => !o)}
          data-part="company-details-toggle"
        >
          {t('products.company.more')}
          <ChevronDownIcon className={css({ transition: 'transform 120ms', transform: open ? 'rotate(180deg)' : 'none' })} />
        </button>
        {/* Last, after the values (so Tab reaches a cut value first): the company's drawer on Business. */}
        <Link to={`/business/${company.id}`} className={detailsLink} data-part="company-details">
          {t('products.company.details')}
        </Link>
      </div>
    </Card>
  );
}

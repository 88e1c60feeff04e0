import { css } from 'styled-system/css';
import type { Company } from '../../api/contract/company.js';
import { useT } from '../../i18n/index.js';
import { Dialog } from '../../ui/dialog.js';
import { BranchCard } from './branch-card.js';

/** Every branch of a company: name, address, city, zip, region, country, phone, opening hours. */
export function BranchesDialog({ company, onClose }: { company: Company | null; onClose(): void }) {
  const t = useT();
  return (
    <Dialog
      open={!!company}
      onOpenChange={(o) => !o && onClose()}
      size="lg"
      title={t('business.branches.title', { name: company?.name ?? '' })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} data-part="branches">
        {company?.branches.length === 0 && <p>{t('business.branches.none')}</p>}
        {company?.branches.map((b) => (
          <BranchCard key={b.id} branch={b} />
        ))}
      </div>
    </Dialog>
  );
}

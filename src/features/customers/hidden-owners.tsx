import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';

const note = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: '4',
  py: '3',
  borderRadius: 'l3',
  border: '1px solid',
  borderColor: 'border.default',
  bg: 'bg.subtle',
  fontSize: '14px',
});

/**
 * Under the customers table while the business toggle is off: how many matches it hides (company owners),
 * and one click to include them (issue 15). A live region, so the count is read as it changes.
 */
export function HiddenOwners({ count, onShow }: { count: number; onShow(): void }) {
  const t = useT();
  return (
    <div role="status" className={css({ display: 'contents' })}>
      {count > 0 && (
        <div className={note} data-part="hidden-owners">
          <p>{t('customers.hiddenOwners', { count })}</p>
          <Button variant="outline" size="sm" onClick={onShow} data-part="show-owners">
            {t('customers.showOwners')}
          </Button>
        </div>
      )}
    </div>
  );
}

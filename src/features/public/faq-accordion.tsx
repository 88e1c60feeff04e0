import { Accordion } from '@ark-ui/react/accordion';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { FAQ_IDS } from './content.js';
import { ArkEnvironment } from '../../ui/ark-environment.js';
import { ChevronDownIcon } from '../../ui/icons.js';

const root = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', overflow: 'hidden' });
const item = css({ borderBottomWidth: '1px', borderColor: 'border.default', _last: { borderBottomWidth: '0' } });
const trigger = css({
  width: '100%',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '4',
  textAlign: 'start',
  px: '4',
  py: '3',
  fontWeight: 'medium',
  fontSize: 'md',
  cursor: 'pointer',
  bg: 'transparent',
  color: 'fg.default',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '-2px' },
});
const indicator = css({
  display: 'inline-flex',
  flexShrink: 0,
  transition: 'transform 0.2s',
  '&[data-state=open]': { transform: 'rotate(180deg)' },
});
const content = css({ px: '4', pb: '4', color: 'fg.muted', lineHeight: '1.6' });

/** FAQ from the `public.support.faq` texts; Ark Accordion gives buttons with aria-expanded and arrow keys. */
export function FaqAccordion() {
  const t = useT();
  return (
    <ArkEnvironment>
      <Accordion.Root className={root} collapsible multiple={false} data-testid="faq">
        {FAQ_IDS.map((id) => (
          <Accordion.Item key={id} value={id} className={item}>
            <h3 className={css({ m: '0', fontSize: 'inherit' })}>
              <Accordion.ItemTrigger className={trigger}>
                {t(`public.support.faq.${id}.q`)}
                <Accordion.ItemIndicator className={indicator} aria-hidden="true">
                  <ChevronDownIcon size={16} />
                </Accordion.ItemIndicator>
              </Accordion.ItemTrigger>
            </h3>
            <Accordion.ItemContent className={content}>
              <p>{t(`public.support.faq.${id}.a`)}</p>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </ArkEnvironment>
  );
}

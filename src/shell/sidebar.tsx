import { css } from 'styled-system/css';
import { grantsOf } from '../api/contract/constants.js';
import { cx } from '../ui/cx.js';
import { useT } from '../i18n/index.js';
import { useSession } from '../state/use-session.js';
import { Link } from '../connected/link.js';
import { Tooltip } from '../ui/tooltip.js';
import { Logo } from '../ui/logo.js';
import { NAV_ITEMS } from './nav-items.js';
import { isActivePath, useRoute } from './router.js';
import { SearchButton } from './search-button.js';
import { UserMenu } from './user-menu.js';

const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  h: '9',
  px: '2.5',
  borderRadius: 'l2',
  fontSize: '14px',
  fontWeight: 'medium',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  _current: { bg: 'accent.subtle', color: 'accent.text' },
  '& svg': { flexShrink: 0 },
  // Forced colours drop the tint: the current screen's link is filled with SelectedItem and framed (a border: the
  // focus ring, an outline, stays free). forced-color-adjust: none, or Chromium's Canvas backplate hides the text.
  '@media (forced-colors: active)': {
    border: '1px solid Canvas',
    _current: {
      bg: 'SelectedItem',
      color: 'SelectedItemText',
      borderColor: 'CanvasText',
      forcedColorAdjust: 'none',
      _focusVisible: { outlineColor: 'CanvasText' },
    },
  },
});

// The links scroll in the nav when the window is short, and a scroll box cuts what lies outside it: the room of a
// focus outline (2 px wide, 2 px off the link) is padding inside it, taken back by a negative margin so the links
// stay where they were; a link scrolled into view by the focus keeps that room too (scroll padding).
const navScroll = css({ flex: 1, minH: 0, overflowY: 'auto', m: '-1', p: '1', scrollPaddingBlock: '1' });

export function Sidebar({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const t = useT();
  const { path } = useRoute();
  const { memberInfo } = useSession();
  const caps = grantsOf(memberInfo);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', h: 'full', gap: '2', p: '2' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2.5', h: '10', px: collapsed ? '0.5' : '1.5' })}>
        <Logo size={collapsed ? 26 : 28} />
        {!collapsed && <span className={css({ fontWeight: 'semibold', fontSize: '15px' })}>{t('shell.appName')}</span>}
      </div>
      <SearchButton place="sidebar" collapsed={collapsed} onOpen={onNavigate} />
      <nav aria-label={t('shell.nav.label')} className={navScroll}>
        <ul className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '0.5' })}>
          {NAV_ITEMS.filter((n) => caps.includes(n.capability)).map((n) => {
            const active = [n.route, ...(n.also ?? [])].some((r) => isActivePath(path, r));
            const label = t(n.labelKey);
            const link = (
              <Link
                to={n.route}
                plain
                className={cx(item, collapsed ? css({ justifyContent: 'center', px: '0' }) : undefined)}
                aria-current={active ? 'page' : undefined}
                data-route={n.route}
                onClick={onNavigate}
              >
                <n.icon size={18} />
                <span className={collapsed ? css({ srOnly: true }) : undefined}>{label}</span>
              </Link>
            );
            return (
              <li key={n.route}>
                {collapsed ? (
                  <Tooltip content={label} placement="right" openDelay={0}>
                    {link}
                  </Tooltip>
                ) : (
                  link
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={css({ borderTopWidth: '1px', borderTopStyle: 'solid', borderTopColor: 'border.default', pt: '2' })}>
        <UserMenu collapsed={collapsed} />
      </div>
    </div>
  );
}

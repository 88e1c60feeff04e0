import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useRef } from 'react';
import { css } from 'styled-system/css';
import { cx } from '../ui/cx.js';
import { useT } from '../i18n/index.js';
import { useHost } from '../state/host.js';
import { useSession } from '../state/use-session.js';
import { Avatar, displayName } from '../ui/avatar.js';
import { ChevronsUpDownIcon, LogOutIcon, SettingsIcon } from '../ui/icons.js';
import { floatingItem, floatingPanel } from '../ui/popover-styles.js';
import { MenuContent, MenuTrigger, useMenuTypeahead } from '../ui/menu.js';
import { ArkEnvironment } from '../ui/ark-environment.js';

const trigger = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  w: 'full',
  p: '1.5',
  borderRadius: 'l2',
  textAlign: 'start',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '0' },
});
const text = css({ display: 'flex', flexDirection: 'column', minW: 0, flex: 1, lineHeight: '1.3' });
const ellipsis = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export function UserMenu({ collapsed }: { collapsed: boolean }) {
  const t = useT();
  const { memberInfo, signOut } = useSession();
  const { navigate, emit } = useHost();
  const name = memberInfo ? displayName(memberInfo) || memberInfo.username || memberInfo.email : t('auth.unauthorized.title');
  const email = memberInfo ? memberInfo.email : t('auth.unauthorized.message');
  const identity = (
    <>
      <Avatar name={memberInfo ? displayName(memberInfo) || memberInfo.email : '?'} />
      <span className={cx(text, collapsed ? css({ srOnly: true }) : undefined)}>
        <span className={cx(ellipsis, css({ fontWeight: 'medium', fontSize: '13px' }))} data-part="user-name">
          {name}
        </span>
        <span className={cx(ellipsis, css({ fontSize: '12px', color: 'fg.muted' }))} data-part="user-email">
          {email}
        </span>
      </span>
    </>
  );
  // Items act on click too: inside a shadow root Ark's pointer selection does not always reach onSelect.
  const last = useRef({ value: '', at: 0 });
  const typeahead = useMenuTypeahead();
  const select = (value: string) => {
    const now = Date.now();
    if (last.current.value === value && now - last.current.at < 500) return;
    last.current = { value, at: now };
    if (value === 'profile') navigate('/profile');
    if (value === 'settings') navigate('/settings');
    if (value === 'logout') {
      void signOut(); // the session is cleared at once; the token is revoked in the background
      emit('admin-session-changed', { authenticated: false });
      navigate('/login');
    }
  };
  return (
    <ArkEnvironment>
      <ArkMenu.Root
        positioning={{ placement: collapsed ? 'right-end' : 'top-start', sameWidth: !collapsed }}
        onSelect={({ value }) => select(value)}
        {...typeahead.rootProps}
      >
        <MenuTrigger
          className={cx(trigger, collapsed ? css({ justifyContent: 'center', gap: '0', px: '0' }) : undefined)}
          data-part="user-menu-trigger"
        >
          {identity}
          {!collapsed && <ChevronsUpDownIcon />}
        </MenuTrigger>
        <Portal>
          <ArkMenu.Positioner>
            <MenuContent className={cx(floatingPanel, css({ minW: '14rem' }))} onKeyDown={typeahead.onKeyDown}>
              {/* Named by what it shows (name, email) plus where it leads, read but not shown (WCAG 2.5.3). */}
              <ArkMenu.Item value="profile" onClick={() => select('profile')} className={cx(floatingItem, css({ py: '2' }))}>
                <Avatar name={memberInfo ? displayName(memberInfo) || memberInfo.email : '?'} />
                <span className={text}>
                  <span className={cx(ellipsis, css({ fontWeight: 'medium', fontSize: '13px' }))}>{name}</span>
                  <span className={cx(ellipsis, css({ fontSize: '12px', color: 'fg.muted' }))}>{email}</span>
                  <span className={css({ srOnly: true })}>{t('shell.profile')}</span>
                </span>
              </ArkMenu.Item>
              <ArkMenu.Separator
                className={css({ my: '1', borderTopWidth: '1px', borderTopStyle: 'solid', borderTopColor: 'border.default' })}
              />
              <ArkMenu.Item value="settings" onClick={() => select('settings')} className={floatingItem}>
                <SettingsIcon />
                {t('shell.settings')}
              </ArkMenu.Item>
              <ArkMenu.Item value="logout" onClick={() => select('logout')} className={floatingItem}>
                <LogOutIcon />
                {t('shell.logout')}
              </ArkMenu.Item>
            </MenuContent>
          </ArkMenu.Positioner>
        </Portal>
      </ArkMenu.Root>
    </ArkEnvironment>
  );
}

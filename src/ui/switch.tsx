import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
}

export function Switch({ label, checked, onCheckedChange, disabled }: SwitchProps) {
  return (
    <ArkSwitch.Root
      checked={checked}
      onCheckedChange={(d) => onCheckedChange(d.checked)}
      disabled={disabled}
      className={css({ display: 'inline-flex', alignItems: 'center', gap: '2.5', minH: '6', cursor: 'pointer', _disabled: { opacity: 0.5 } })}
    >
      <ArkSwitch.Control
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          w: '9',
          h: '5',
          p: '0.5',
          borderRadius: 'full',
          // Off: a filled track in the control border's colour (3:1 against the surface and against the thumb);
          // on: the accent, with the thumb in the accent's foreground (WCAG 1.4.11).
          bg: 'border.control',
          border: '1px solid',
          borderColor: 'border.control',
          transition: 'background 120ms',
          _checked: { bg: 'accent.default', borderColor: 'accent.default' },
          _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
        })}
      >
        <ArkSwitch.Thumb
          className={css({
            w: '3.5',
            h: '3.5',
            borderRadius: 'full',
            bg: 'bg.surface',
            boxShadow: 'card',
            transition: 'transform 120ms',
            _checked: { transform: 'translateX(16px)', bg: 'accent.fg' },
          })}
        />
      </ArkSwitch.Control>
      <ArkSwitch.Label className={css({ fontSize: '14px' })}>{label}</ArkSwitch.Label>
      {/* A switch to assistive technology (ARIA in HTML allows the role on a checkbox input), not a plain checkbox. */}
      <ArkSwitch.HiddenInput role="switch" />
    </ArkSwitch.Root>
  );
}

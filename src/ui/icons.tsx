import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };
const base = (size = 16): SVGProps<SVGSVGElement> => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
});
const icon = (d: string[]) =>
  function Icon({ size, ...rest }: IconProps) {
    return (
      // One path of several subpaths draws the same strokes with fewer nodes (a row holds one icon or more).
      <svg {...base(size)} {...rest}>
        <path d={d.join(' ')} />
      </svg>
    );
  };

export const EyeIcon = icon(['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z', 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z']);
export const EyeOffIcon = icon([
  'M3 3l18 18',
  'M10.6 6.1A10 10 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-3 3.6',
  'M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2',
]);
export const ChevronLeftIcon = icon(['M15 18l-6-6 6-6']);
export const ChevronRightIcon = icon(['M9 18l6-6-6-6']);
export const ArrowRightIcon = icon(['M5 12h14', 'M13 6l6 6-6 6']);
export const ChevronsLeftIcon = icon(['M11 17l-5-5 5-5', 'M18 17l-5-5 5-5']);
export const ChevronsRightIcon = icon(['M13 17l5-5-5-5', 'M6 17l5-5-5-5']);
export const ChevronDownIcon = icon(['M6 9l6 6 6-6']);
export const ChevronsUpDownIcon = icon(['M7 15l5 5 5-5', 'M7 9l5-5 5 5']);
export const CheckIcon = icon(['M20 6 9 17l-5-5']);
export const PlusIcon = icon(['M12 5v14M5 12h14']);
export const XIcon = icon(['M18 6 6 18', 'M6 6l12 12']);
export const HomeIcon = icon(['M3 10.5 12 3l9 7.5', 'M5 9.5V21h14V9.5']);
export const FolderTreeIcon = icon(['M3 4h6l2 2h10v5H3z', 'M3 11v9h18v-9']);
export const UsersIcon = icon([
  'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
  'M22 21v-2a4 4 0 0 0-3-3.9',
  'M16 3.1a4 4 0 0 1 0 7.8',
]);
export const BellIcon = icon(['M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.9 1.9 0 0 0 3.4 0']);
export const BuildingIcon = icon(['M4 21V3h10v18', 'M14 9h6v12', 'M8 7h2', 'M8 11h2', 'M8 15h2', 'M2 21h20']);
export const PackageIcon = icon(['M21 8 12 3 3 8v8l9 5 9-5z', 'M3 8l9 5 9-5', 'M12 13v8']);
export const SidebarIcon = icon(['M3 4h18v16H3z', 'M9 4v16']);
export const LogOutIcon = icon(['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'M16 17l5-5-5-5', 'M21 12H9']);
export const SettingsIcon = icon([
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z',
]);
export const UserIcon = icon(['M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2', 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z']);
export const AlertIcon = icon(['M12 9v4', 'M12 17h.01', 'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z']);
export const ShieldIcon = icon(['M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z', 'M9 12l2 2 4-4']);
export const ClockIcon = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M12 7v5l3 2']);
export const InboxIcon = icon([
  'M22 12h-6l-2 3h-4l-2-3H2',
  'M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1Z',
]);
export const TableIcon = icon(['M3 5h18v14H3z', 'M3 10h18', 'M3 15h18', 'M9 10v9']);
export const MoreIcon = icon(['M12 12h.01', 'M19 12h.01', 'M5 12h.01']);
export const SearchIcon = icon(['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z', 'M21 21l-4.3-4.3']);

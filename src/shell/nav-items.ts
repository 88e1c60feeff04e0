import type { ComponentType } from 'react';
import { BellIcon, BuildingIcon, ClockIcon, FolderTreeIcon, HomeIcon, UsersIcon } from '../ui/icons.js';

export interface NavItem {
  route: string;
  labelKey: string;
  icon: ComponentType<{ size?: number }>;
  /** Capability needed to see the item. */
  capability: string;
  /** Other routes that belong to this item (highlighted with it). */
  also?: string[];
}

export const NAV_ITEMS: NavItem[] = [
  { route: '/home', labelKey: 'shell.nav.home', icon: HomeIcon, capability: 'IamGOD' },
  { route: '/categories', labelKey: 'shell.nav.categories', icon: FolderTreeIcon, capability: 'IamGOD' },
  { route: '/customers', labelKey: 'shell.nav.customers', icon: UsersIcon, capability: 'IamGOD' },
  { route: '/notifications', labelKey: 'shell.nav.notifications', icon: BellIcon, capability: 'IamGOD' },
  { route: '/business', labelKey: 'shell.nav.business', icon: BuildingIcon, capability: 'IamGOD', also: ['/products'] },
  { route: '/activity', labelKey: 'shell.nav.activity', icon: ClockIcon, capability: 'IamGOD' },
];

import type { ComponentType } from 'react';
import { navEntries } from '../screens/derive.js';
import { SCREENS } from '../screens/manifest.js';
import { BellIcon, BuildingIcon, ClockIcon, FolderTreeIcon, HomeIcon, ShieldIcon, UsersIcon } from '../ui/icons.js';

/** The icons a screen's sidebar entry may name (src/screens/manifest.ts `nav.icon`). */
const NAV_ICONS = {
  home: HomeIcon,
  categories: FolderTreeIcon,
  customers: UsersIcon,
  notifications: BellIcon,
  business: BuildingIcon,
  activity: ClockIcon,
  team: ShieldIcon,
} satisfies Record<string, ComponentType<{ size?: number }>>;

export type NavIcon = keyof typeof NAV_ICONS;

export interface NavItem {
  route: string;
  labelKey: string;
  icon: ComponentType<{ size?: number }>;
  /** Capability needed to see the item. */
  capability: string;
  /** Other routes that belong to this item (highlighted with it). */
  also?: string[];
}

/** The sidebar's items (and the command palette's screens), from the screens' specs. */
export const NAV_ITEMS: NavItem[] = navEntries(SCREENS).map((n) => ({ ...n, icon: NAV_ICONS[n.icon] }));

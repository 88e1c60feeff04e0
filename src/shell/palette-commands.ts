import type { ComponentType } from 'react';
import { BellIcon, ClockIcon, FolderTreeIcon, LogOutIcon, SettingsIcon, UserIcon } from '../ui/icons.js';
import { MATCH_RANK, matchText, type Range } from '../ui/text-match.js';
import { NAV_ITEMS } from './nav-items.js';

/**
 * What the command palette offers before anything is searched on the server: the screens (the sidebar's
 * items, then the user menu's) and a few actions, each shown only to a member the sidebar would show it to.
 */
export interface PaletteCommand {
  /** Unique among the palette's options. */
  id: string;
  kind: 'screen' | 'action';
  /** Key of its text. */
  labelKey: string;
  /** The app path it opens; none for an action that runs (`run`). */
  to?: string;
  run?: PaletteRun;
  icon: ComponentType<{ size?: number }>;
  /** Capability needed to see it (as the sidebar's items); none: every signed-in administrator. */
  capability?: string;
  /** More words it is found by, not shown (the route's own name, whatever the language). */
  keywords?: readonly string[];
}

/** What a command runs instead of opening a path. */
export type PaletteRun = 'logout' | 'toggle-mode' | 'switch-language';

const routeWord = (route: string) => route.replace(/^\//, '').replace(/[?#].*$/, '');

const SCREENS: PaletteCommand[] = [
  ...NAV_ITEMS.map<PaletteCommand>((n) => ({
    id: `screen:${n.route}`,
    kind: 'screen',
    labelKey: n.labelKey,
    to: n.route,
    icon: n.icon,
    capability: n.capability,
    keywords: [routeWord(n.route)],
  })),
  { id: 'screen:/profile', kind: 'screen', labelKey: 'shell.profile', to: '/profile', icon: UserIcon, keywords: ['profile'] },
  { id: 'screen:/settings', kind: 'screen', labelKey: 'shell.settings', to: '/settings', icon: SettingsIcon, keywords: ['settings'] },
];

const ACTIONS: PaletteCommand[] = [
  {
    id: 'action:send-notification',
    kind: 'action',
    labelKey: 'search.commands.sendNotification',
    to: '/notifications',
    icon: BellIcon,
    capability: 'IamGOD',
  },
  {
    id: 'action:notification-history',
    kind: 'action',
    labelKey: 'search.commands.notificationHistory',
    to: '/notifications?tab=history',
    icon: BellIcon,
    capability: 'IamGOD',
  },
  {
    id: 'action:new-category',
    kind: 'action',
    labelKey: 'search.commands.newCategory',
    to: '/categories?new=1',
    icon: FolderTreeIcon,
    capability: 'IamGOD',
    keywords: ['new category', 'nuova categoria', 'add category', 'aggiungi categoria'],
  },
  {
    id: 'action:recently-deleted',
    kind: 'action',
    labelKey: 'search.commands.recentlyDeleted',
    to: '/activity?view=deleted',
    icon: ClockIcon,
    capability: 'IamGOD',
  },
  // The appearance and the language, from anywhere (issue item 22); found in either language by their keywords.
  {
    id: 'action:toggle-mode',
    kind: 'action',
    labelKey: 'search.commands.toggleMode',
    run: 'toggle-mode',
    icon: SettingsIcon,
    keywords: ['theme', 'dark', 'light', 'tema', 'scuro', 'chiaro'],
  },
  {
    id: 'action:switch-language',
    kind: 'action',
    labelKey: 'search.commands.switchLanguage',
    run: 'switch-language',
    icon: SettingsIcon,
    keywords: ['language', 'lingua', 'english', 'italiano'],
  },
  { id: 'action:logout', kind: 'action', labelKey: 'shell.logout', run: 'logout', icon: LogOutIcon },
];

/** The palette's commands a member with `capabilities` may use, screens first, in the sidebar's order. */
export const commandsFor = (capabilities: readonly string[]): PaletteCommand[] =>
  [...SCREENS, ...ACTIONS].filter((c) => !c.capability || capabilities.includes(c.capability));

export interface RankedCommand {
  command: PaletteCommand;
  label: string;
  /** The part of the label that matched, for the highlight (none: matched by a keyword, or no query). */
  range: Range | null;
}

/** A keyword's match ranks after every match of the label. */
const KEYWORD_RANK = Object.keys(MATCH_RANK).length;

/**
 * The commands matching `query`, best first: the label as a whole, its start, a word's start, anywhere in it,
 * then a keyword's start; equal ones keep their order. An empty query keeps every command in its order.
 */
export function rankCommands(commands: readonly PaletteCommand[], label: (c: PaletteCommand) => string, query: string): RankedCommand[] {
  if (!query.trim()) return commands.map((command) => ({ command, label: label(command), range: null }));
  const scored: Array<RankedCommand & { rank: number; order: number }> = [];
  commands.forEach((command, order) => {
    const text = label(command);
    const m = matchText(text, query);
    if (m) return void scored.push({ command, label: text, range: m.range, rank: MATCH_RANK[m.kind], order });
    const byKeyword = command.keywords?.some((k) => {
      const km = matchText(k, query);
      return km && km.kind !== 'inside';
    });
    if (byKeyword) scored.push({ command, label: text, range: null, rank: KEYWORD_RANK, order });
  });
  return scored.sort((a, b) => a.rank - b.rank || a.order - b.order).map(({ command, label: l, range }) => ({ command, label: l, range }));
}

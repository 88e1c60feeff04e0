/** Settings screen (English). */
export default {
  title: 'Settings',
  description: 'Language and appearance of the back-office.',
  language: {
    title: 'Language',
    description: 'The interface switches at once and the choice is remembered on this browser.',
    it: 'Italiano',
    itHint: 'Interfaccia in italiano',
    en: 'English',
    enHint: 'Interface in English',
    active: 'Active',
  },
  theme: {
    title: 'Theme',
    description: 'Colour palette of the interface.',
    default: 'Default',
    defaultHint: 'Classic indigo palette',
    ocean: 'Ocean',
    oceanHint: 'Teal and blue palette',
  },
  mode: {
    title: 'Mode',
    description: 'Light, dark, or follow the system setting.',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
  },
  shortcuts: {
    title: 'Keyboard shortcuts',
    description: 'Press / to jump to the search of a list. Turn it off if it gets in the way of your speech input or assistive technology.',
    toggle: 'Single-key shortcuts',
  },
  security: {
    title: 'Security',
    description: 'Change the password you use to sign in.',
    changePassword: 'Change password',
  },
  footer: {
    credit: 'Designed and developed by',
    rights: 'All rights reserved.',
  },
};

/** Structure of the public texts: the words live in the `public` namespace of src/i18n. */
export const FAQ_IDS = [
  'signIn',
  'forgotPassword',
  'activation',
  'customers',
  'businesses',
  'categories',
  'products',
  'notifications',
  'languageTheme',
  'password',
] as const;
export type FaqId = (typeof FAQ_IDS)[number];

export interface PrivacySection {
  readonly id: string;
  /** Number of paragraphs: keys p1..pN under public.privacy.sections.<id>. */
  readonly paragraphs: number;
}

export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  { id: 'controller', paragraphs: 2 },
  { id: 'dataCollected', paragraphs: 3 },
  { id: 'purposes', paragraphs: 2 },
  { id: 'legalBases', paragraphs: 1 },
  { id: 'retention', paragraphs: 2 },
  { id: 'sharing', paragraphs: 2 },
  { id: 'transfers', paragraphs: 1 },
  { id: 'security', paragraphs: 1 },
  { id: 'rights', paragraphs: 2 },
  { id: 'cookies', paragraphs: 1 },
  { id: 'children', paragraphs: 1 },
  { id: 'changes', paragraphs: 1 },
  { id: 'contact', paragraphs: 1 },
];

/** Paragraph keys of one privacy section, in order. */
export const paragraphKeys = (s: PrivacySection) =>
  Array.from({ length: s.paragraphs }, (_, n) => `public.privacy.sections.${s.id}.p${n + 1}`);

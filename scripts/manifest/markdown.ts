import { ELEMENTS, PARTS, THEME_PROPERTIES, attributesOf, eventsOf, propertyOf, type ElementDoc } from '../../src/elements/element-docs.js';
import { eventDetailTypes } from './event-types.js';
import { componentName, eventProp } from '../../src/wrappers/names.js';

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** The reference section of docs/elements.md. */
export function renderMarkdown(elements: readonly ElementDoc[] = ELEMENTS): string {
  const details = eventDetailTypes();
  const out: string[] = [...renderReact(elements), '## Reference', ''];
  for (const el of elements) {
    out.push(`### \`<${el.tag}>\``, '', el.summary + (el.gated ? ' Without a session it shows the inline sign-in form.' : ''), '');
    out.push('| Attribute | Property | Type | Default | Description |', '|---|---|---|---|---|');
    for (const a of attributesOf(el))
      out.push(
        `| ${a.propertyOnly ? '—' : `\`${a.name}\``} | \`${propertyOf(a)}\` | \`${cell(a.type)}\` | ${a.default ? `\`${a.default}\`` : ''} | ${cell(a.description)} |`,
      );
    const events = eventsOf(el);
    if (events.length) {
      out.push('', '| Event | `detail` | Description |', '|---|---|---|');
      for (const e of events)
        out.push(`| \`${e.name}\` | \`${cell(details[e.name])}\` | ${cell(e.description)}${e.cancelable ? ' Cancelable.' : ''} |`);
    }
    out.push('');
  }
  out.push('### CSS parts (every element)', '', '| Part | Description |', '|---|---|');
  for (const p of PARTS) out.push(`| \`${p.name}\` | ${p.description} |`);
  out.push('', '### CSS custom properties (every element)', '', '| Property | Description |', '|---|---|');
  for (const p of THEME_PROPERTIES) out.push(`| \`${p.name}\` | ${p.description} |`);
  return out.join('\n');
}

/** The React section: JSX typings and the wrapper components (React 18 and 19). */
function renderReact(elements: readonly ElementDoc[]): string[] {
  const customers = elements.find((el) => el.tag === 'admin-customers')!;
  return [
    '## React',
    '',
    '`directory-backoffice/react` has one component per tag; it takes React from the page (`react` is an optional peer',
    "dependency). On React 19 the panels render with the page's React too (no second copy is loaded); on React 18 the",
    "package's own build, which bundles React 19, is loaded on demand once the page imports `directory-backoffice/react18`",
    '(one line in `main.tsx`; see integrating.md). `configure`, `signOut` and `refresh` reach the build in use from',
    'either entry. Documented properties are set as properties through a ref (never as',
    'attributes, in React 18 too) and the events are `on…` props with a typed `detail`:',
    '',
    '```tsx',
    "import { AdminCustomers, configure } from 'directory-backoffice/react';",
    '',
    "configure({ apiBase: 'https://api.example.com/v1' });",
    `<${componentName(customers.tag)} getToken={() => auth.token()} statePrefix="c." ${eventProp('admin-member-disabled')}={(e) => console.log(e.detail.memberId)} />`,
    '```',
    '',
    `Components: ${elements.map((el) => `\`${componentName(el.tag)}\``).join(', ')}. Event props: the event name without \`admin-\`,`,
    `in camelCase after \`on\` (${[...new Set(elements.flatMap((el) => eventsOf(el).map((e) => e.name)))].map((n) => `\`${eventProp(n)}\``).join(', ')}).`,
    '',
    "To use the tags themselves in TSX, load the JSX typings once (`import type {} from 'directory-backoffice/jsx'`, or",
    '`"types": ["directory-backoffice/jsx"]` in tsconfig): every tag in `JSX.IntrinsicElements` for React 19 and 18 types,',
    'with its attributes (kebab-case), properties (camelCase, typed) and `on<event-name>` props',
    '(`onadmin-member-disabled`). React 19 sets a prop as a property only when the element already has it and adds',
    '`on<event-name>` listeners; React 18 writes every prop as an attribute and ignores custom events: use the',
    'components there (and for `token`/`getToken` in both).',
    '',
  ];
}

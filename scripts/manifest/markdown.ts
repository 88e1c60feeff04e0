import { ELEMENTS, PARTS, THEME_PROPERTIES, attributesOf, eventsOf, propertyOf } from '../../src/elements/element-docs.js';
import { eventDetailTypes } from './event-types.js';

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** The reference section of docs/elements.md. */
export function renderMarkdown(): string {
  const details = eventDetailTypes();
  const out: string[] = ['## Reference', ''];
  for (const el of ELEMENTS) {
    out.push(`### \`<${el.tag}>\``, '', el.summary + (el.gated ? ' Without a session it shows the inline sign-in form.' : ''), '');
    out.push('| Attribute | Property | Type | Default | Description |', '|---|---|---|---|---|');
    for (const a of attributesOf(el))
      out.push(`| ${a.propertyOnly ? '—' : `\`${a.name}\``} | \`${propertyOf(a)}\` | \`${cell(a.type)}\` | ${a.default ? `\`${a.default}\`` : ''} | ${cell(a.description)} |`);
    const events = eventsOf(el);
    if (events.length) {
      out.push('', '| Event | `detail` | Description |', '|---|---|---|');
      for (const e of events) out.push(`| \`${e.name}\` | \`${cell(details[e.name])}\` | ${cell(e.description)}${e.cancelable ? ' Cancelable.' : ''} |`);
    }
    out.push('');
  }
  out.push('### CSS parts (every element)', '', '| Part | Description |', '|---|---|');
  for (const p of PARTS) out.push(`| \`${p.name}\` | ${p.description} |`);
  out.push('', '### CSS custom properties (every element)', '', '| Property | Description |', '|---|---|');
  for (const p of THEME_PROPERTIES) out.push(`| \`${p.name}\` | ${p.description} |`);
  return out.join('\n');
}

import { absoluteTime, relativeTime } from '../../ui/activity-text.js';
import { useLang } from '../../i18n/index.js';
import { muted } from './section-styles.js';

/** A time as people read it: how long ago (or until), then the exact date and time as text. */
export function TimeText({ at, now, relative = true }: { at: string; now: number; relative?: boolean }) {
  const [lang] = useLang();
  const exact = absoluteTime(at, lang);
  if (!relative) return <time dateTime={at}>{exact}</time>;
  return (
    <time dateTime={at}>
      {relativeTime(at, now, lang)} <span className={muted}>({exact})</span>
    </time>
  );
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../i18n/index.js';
import type { FieldErrorClaim } from './error-handler.js';
import { fieldErrorOf, type FieldMap } from '../state/error-text.js';

export type { FieldMap };

export interface FieldErrors<K extends string> extends FieldErrorClaim {
  /** Translated error text per field (re-translated when the language changes). */
  errors: Partial<Record<K, string>>;
  /**
   * Marks fields invalid by the form's own checks before any call (a required field left empty):
   * `[field, i18n key of its text]` in the order of the form; the first gets the focus. Answers
   * whether there was anything to mark (false: the form may go on).
   */
  markInvalid(found: readonly (readonly [K, string])[]): boolean;
  /** Forgets the errors of `keys` (all without arguments), e.g. when the user edits the field. */
  clear(...keys: K[]): void;
  /** Ref for the input of `key`: it gets the focus when an error is put next to it. */
  ref(key: K): (el: HTMLElement | null) => void;
}

/** An error found by the form itself: its text is the translation of `key`. */
class LocalFieldError {
  constructor(readonly key: string) {}
}

const srOnly = css({ srOnly: true });

/** Whether `el` has the focus (in its own document or shadow root). */
const hasFocus = (el: HTMLElement) => (el.getRootNode() as Document | ShadowRoot).activeElement === el;

/**
 * Says `text` once through a new alert (role=alert, read as soon as it is inserted), kept out of sight at the end
 * of the field's form: for a field that has the focus already, which moving the focus to would not announce.
 * Answers the remover.
 */
function alertNear(el: HTMLElement, text: string): () => void {
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.setAttribute('data-part', 'field-alert');
  alert.className = srOnly;
  alert.textContent = text;
  ((el as HTMLInputElement).form ?? el.closest('form') ?? el.parentElement)?.append(alert);
  return () => alert.remove();
}

/**
 * Server errors (and the form's own checks, `markInvalid`) shown next to the fields of a form (aria-invalid and aria-describedby come with the
 * kit's `errorText`): `map` says which field of the form a server `field` (or code) is about. The
 * form passes the result as `fields` to the shared error handler, which then shows no toast for it.
 *
 * Announced once (WCAG 3.3.1, 4.1.3): the focus moves to the first field in error, which a screen reader reads
 * with its error; when that field has the focus already (Enter pressed in it), its error is said by an alert
 * instead. Never both, and no toast.
 */
export function useFieldErrors<K extends string>(map: FieldMap<K>): FieldErrors<K> {
  const t = useT();
  const tRef = useRef(t);
  tRef.current = t;
  const mapRef = useRef(map);
  mapRef.current = map;
  const [raw, setRaw] = useState<Partial<Record<K, unknown>>>({});
  const elements = useRef(new Map<K, HTMLElement | null>());
  const refs = useRef(new Map<K, (el: HTMLElement | null) => void>());
  const focusNext = useRef<K | null>(null);
  /** The alert saying the error of a focused field, while it is there. */
  const alert = useRef<{ key: K; drop(): void } | null>(null);
  const quiet = useCallback((...keys: K[]) => {
    if (!alert.current || (keys.length && !keys.includes(alert.current.key))) return;
    alert.current.drop();
    alert.current = null;
  }, []);
  useEffect(() => () => quiet(), [quiet]);

  const claim = useCallback((error: unknown) => {
    const hit = fieldErrorOf(tRef.current, error, mapRef.current);
    if (!hit) return false;
    focusNext.current = hit.key;
    setRaw((r) => ({ ...r, [hit.key]: error }));
    return true;
  }, []);
  const markInvalid = useCallback((found: readonly (readonly [K, string])[]) => {
    if (!found.length) return false;
    focusNext.current = found[0]![0];
    setRaw((r) => {
      const next = { ...r };
      for (const [k, key] of found) next[k] = new LocalFieldError(key);
      return next;
    });
    return true;
  }, []);
  const clear = useCallback(
    (...keys: K[]) => {
      quiet(...keys);
      setRaw((r) => {
        if (!keys.length) return Object.keys(r).length ? {} : r;
        if (!keys.some((k) => k in r)) return r;
        const next = { ...r };
        for (const k of keys) delete next[k];
        return next;
      });
    },
    [quiet],
  );
  const ref = useCallback((key: K) => {
    let fn = refs.current.get(key);
    if (!fn) {
      fn = (el: HTMLElement | null) => void elements.current.set(key, el);
      refs.current.set(key, fn);
    }
    return fn;
  }, []);
  const errors = useMemo(() => {
    const out: Partial<Record<K, string>> = {};
    for (const [k, e] of Object.entries(raw) as [K, unknown][]) {
      if (e instanceof LocalFieldError) {
        out[k] = t(e.key);
        continue;
      }
      const hit = fieldErrorOf(t, e, () => k);
      if (hit) out[k] = hit.text;
    }
    return out;
  }, [raw, t]);
  // Focus after the render that marked the field invalid, so it is announced with its error; a field
  // still disabled while its form was busy gets it after the render that enables it again.
  useEffect(() => {
    const key = focusNext.current;
    if (key === null) return;
    if (!(key in raw)) return void (focusNext.current = null);
    const el = elements.current.get(key);
    if (!el || (el as HTMLInputElement).disabled) return;
    focusNext.current = null;
    quiet();
    if (!hasFocus(el)) {
      el.focus();
      return;
    }
    const text = errors[key];
    if (text) alert.current = { key, drop: alertNear(el, text) };
  });
  return useMemo(() => ({ errors, claim, markInvalid, clear, ref }), [errors, claim, markInvalid, clear, ref]);
}

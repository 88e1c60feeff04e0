import { useEffect, useState } from 'react';
import { useDebounced } from '../use-debounced.js';
import { TextField } from '../text-field.js';

/** A search box that commits its value after `delay` ms of quiet; follows outside changes (Back). */
export function SearchInput({
  label,
  value,
  onCommit,
  delay = 300,
  placeholder,
}: {
  label: string;
  value: string;
  onCommit(v: string): void;
  delay?: number;
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  const debounced = useDebounced(text, delay);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (debounced !== value) onCommit(debounced);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return (
    <TextField
      type="search"
      label={label}
      value={text}
      placeholder={placeholder}
      onChange={(e) => setText(e.target.value)}
      data-list-search=""
    />
  );
}

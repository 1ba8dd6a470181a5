import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import styles from './combobox.module.css';

/** WAI-ARIA combobox: with hundreds of entries a plain drop-down is unusable. Matching ignores case and accents. */

export type Option = { value: string | number; label: string };

type Props = {
  label: string;
  options: readonly Option[];
  value: Option['value'] | null;
  onChange: (value: Option['value'] | null) => void;
  placeholder?: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  loading?: boolean;
  clearOnChoose?: boolean;
  onTextChange?: (text: string) => void;
  /** Told when the list first opens, so options can be asked for only when someone looks for one. */
  onOpen?: () => void;
};

/** Enough to scroll through; more means the person should type a few letters. */
const MAX_SHOWN = 100;

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

export function Combobox({
  label,
  options,
  value,
  onChange,
  placeholder,
  describedBy,
  invalid,
  loading,
  clearOnChoose = false,
  onTextChange,
  onOpen,
}: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const selected = options.find((o) => o.value === value);
  const [text, setText] = useState(selected?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLDivElement>(null);

  // A value chosen elsewhere (a form reset, a loaded entry) shows its label; typing clears the value instead.
  useEffect(() => {
    if (selected) setText(selected.label);
  }, [selected]);

  const matches = useMemo(() => {
    const query = selected && text === selected.label ? '' : fold(text.trim());
    return query ? options.filter((o) => fold(o.label).includes(query)) : options;
  }, [options, text, selected]);
  const shown = matches.slice(0, MAX_SHOWN);

  useEffect(() => {
    if (open) onOpen?.();
  }, [open, onOpen]);

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active, open]);

  function type(next: string) {
    setText(next);
    onTextChange?.(next);
  }

  function choose(option: Option) {
    onChange(option.value);
    type(clearOnChoose ? '' : option.label);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (shown.length === 0 ? 0 : (a + step + shown.length) % shown.length));
    } else if (event.key === 'Enter' && open) {
      // Enter picks the highlighted entry; it must not also submit a surrounding form.
      event.preventDefault();
      const option = shown[active];
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else if (text) {
        type('');
        onChange(null);
      }
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  const activeId = open && shown[active] ? `${id}-option-${active}` : undefined;
  return (
    <div className={styles.combobox}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        placeholder={placeholder}
        value={text}
        onChange={(e) => {
          const next = e.currentTarget.value;
          type(next);
          setOpen(true);
          setActive(0);
          if (value !== null && next !== selected?.label) onChange(null);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div id={listId} ref={list} role="listbox" aria-label={label} className={styles.list} hidden={!open}>
        {shown.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input holds the focus and handles the keys
          <div
            key={option.value}
            id={`${id}-option-${index}`}
            data-index={index}
            role="option"
            // The input keeps the focus (aria-activedescendant points here); -1 only makes that explicit.
            tabIndex={-1}
            aria-selected={index === active}
            className={styles.option}
            // Keeps the focus in the input, so the click is not a blur that closes the list first.
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => choose(option)}
          >
            {option.label}
          </div>
        ))}
        {shown.length === 0 ? <div className={styles.note}>{loading ? 'Loading…' : 'Nothing matches.'}</div> : null}
        {matches.length > shown.length ? (
          <div className={styles.note}>
            Showing {shown.length} of {matches.length}: type to narrow the list.
          </div>
        ) : null}
      </div>
      <span className="visually-hidden" aria-live="polite">
        {open ? `${matches.length} ${matches.length === 1 ? 'match' : 'matches'}` : ''}
      </span>
    </div>
  );
}

import { type ReactNode, useId } from 'react';
import type { ColumnDef, FieldDef } from '#shared/catalogue/define';
import { LANGUAGE_TEXTS as L } from '#shared/catalogue/languages';
import { ImageField } from '../images/image-field.tsx';
import { TermSelect } from '../terms/term-select.tsx';
import styles from './form.module.css';
import { type Cell, editRow, isFilled, isRowFilled, newEntry, type Row, translatableColumn } from './form-values.ts';
import { isWritten, zhKey } from './language-values.ts';

/** SPEC 4 'Row lists': Add only when the last entry is filled; a list keeps its minimum. */

type RowListProps = {
  field: Extract<FieldDef, { kind: 'list' | 'rows' }>;
  count: number;
  lastFilled: boolean;
  invalid: boolean;
  onAdd: () => void;
  onRemove: () => void;
  onMove: (from: number, to: number) => void;
  children: (index: number) => ReactNode;
};

function RowList({ field, count, lastFilled, invalid, onAdd, onRemove, onMove, children }: RowListProps) {
  const noun = field.itemLabel.toLowerCase();
  return (
    <fieldset className={styles.list} aria-invalid={invalid || undefined}>
      <legend>{field.label}</legend>
      {field.hint ? <p className={styles.hint}>{field.hint}</p> : null}
      {count === 0 ? <p className={styles.hint}>None yet.</p> : null}
      <ol className={styles.entries}>
        {Array.from({ length: count }, (_, index) => (
          // Entries have no identity beyond their place: only the last is ever added or removed.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className={styles.entry}>
            {children(index)}
            {count > 1 ? (
              <div className={styles.moveActions}>
                <button
                  type="button"
                  className="button button-quiet"
                  disabled={index === 0}
                  onClick={() => onMove(index, index - 1)}
                >
                  ↑<span className="visually-hidden">{` Move ${field.itemLabel} ${index + 1} up`}</span>
                </button>
                <button
                  type="button"
                  className="button button-quiet"
                  disabled={index === count - 1}
                  onClick={() => onMove(index, index + 1)}
                >
                  ↓<span className="visually-hidden">{` Move ${field.itemLabel} ${index + 1} down`}</span>
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      <div className={styles.listActions}>
        <button type="button" className="button button-quiet" disabled={count > 0 && !lastFilled} onClick={onAdd}>
          Add {noun}
        </button>
        <button type="button" className="button button-quiet" disabled={count <= field.min} onClick={onRemove}>
          Delete last {noun}
        </button>
      </div>
    </fieldset>
  );
}

function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
}

type CellProps = {
  column: ColumnDef;
  value: Cell;
  onChange: (value: Cell) => void;
  position: number;
  onChangeMany?: (values: Cell[]) => void;
  lang?: string;
};

function CellInput({ column, value, onChange, position, onChangeMany, lang }: CellProps) {
  const id = useId();
  if (column.kind === 'image') {
    return (
      <ImageField
        label={`${column.label} ${position}`}
        value={value as number | null}
        onChange={onChange}
        onChangeMany={onChangeMany}
      />
    );
  }
  if (column.kind === 'term') {
    return (
      <TermSelect
        kind={column.term}
        label={
          <>
            {column.label}
            <span className="visually-hidden"> {position}</span>
          </>
        }
        labelText={column.label}
        value={String(value ?? '')}
        onChange={onChange}
      />
    );
  }
  const common = {
    id,
    className: 'input',
    value: String(value ?? ''),
    onChange: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value),
    lang,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {column.label}
        <span className="visually-hidden"> {position}</span>
      </label>
      {column.kind === 'select' ? (
        <select {...common}>
          {column.options.map((option) => (
            <option key={option} value={option}>
              {column.labels?.[option] ?? option}
            </option>
          ))}
        </select>
      ) : column.kind === 'number' ? (
        <input {...common} type="number" min={0} step={column.step ?? 'any'} inputMode="decimal" />
      ) : column.kind === 'text' && column.multiline ? (
        <textarea {...common} rows={2} />
      ) : (
        <input {...common} type="text" />
      )}
    </div>
  );
}

type ListProps = {
  field: Extract<FieldDef, { kind: 'list' }>;
  value: Cell[];
  onChange: (value: Cell[]) => void;
  invalid: boolean;
};

export function ListField({ field, value, onChange, invalid }: ListProps) {
  const last = value.at(-1);
  return (
    <RowList
      field={field}
      count={value.length}
      lastFilled={last !== undefined && isFilled(last)}
      invalid={invalid}
      onAdd={() => onChange([...value, newEntry(field) as Cell])}
      onRemove={() => onChange(value.slice(0, -1))}
      onMove={(from, to) => onChange(moved(value, from, to))}
    >
      {(index) => (
        <CellInput
          column={field.of}
          position={index + 1}
          value={value[index] ?? null}
          onChange={(cell) => onChange(value.map((v, i) => (i === index ? cell : v)))}
          onChangeMany={(cells) => onChange([...value.slice(0, index), ...cells, ...value.slice(index + 1)])}
        />
      )}
    </RowList>
  );
}

type RowsProps = {
  field: Extract<FieldDef, { kind: 'rows' }>;
  value: Row[];
  onChange: (value: Row[]) => void;
  invalid: boolean;
};

export function RowsField({ field, value, onChange, invalid }: RowsProps) {
  const last = value.at(-1);
  const translated = translatableColumn(field);
  const setCell = (index: number, name: string, cell: Cell) =>
    onChange(value.map((row, i) => (i === index ? editRow(field, row, name, cell) : row)));
  return (
    <RowList
      field={field}
      count={value.length}
      lastFilled={last !== undefined && isRowFilled(last, field.columns)}
      invalid={invalid}
      onAdd={() => onChange([...value, newEntry(field) as Row])}
      onRemove={() => onChange(value.slice(0, -1))}
      onMove={(from, to) => onChange(moved(value, from, to))}
    >
      {(index) => (
        <div className={styles.row}>
          {field.columns.map((column) => (
            <CellInput
              key={column.name}
              column={column}
              position={index + 1}
              value={value[index]?.[column.name] ?? null}
              onChange={(cell) => setCell(index, column.name, cell)}
            />
          ))}
          {translated ? (
            <div className={styles.chinese}>
              <CellInput
                column={{ ...translated, label: L.chineseOf(translated.label) }}
                position={index + 1}
                value={value[index]?.[zhKey(translated.name)] ?? null}
                onChange={(cell) => setCell(index, zhKey(translated.name), cell)}
                lang="zh-Hans"
              />
              {isWritten(value[index]?.[translated.name]) && !isWritten(value[index]?.[zhKey(translated.name)]) ? (
                <span className={styles.missing}>{L.missing}</span>
              ) : null}
            </div>
          ) : null}
        </div>
      )}
    </RowList>
  );
}

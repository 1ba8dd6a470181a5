import type { ColumnDef, FieldDef } from '#shared/catalogue/define';
import { fromGalleryInput, toGalleryInput } from '#shared/content/publishing';
import type { Screen } from '../screens/registry.ts';
import { initialLanguageValues, languageBody, zhKey } from './language-values.ts';

/** Pure functions, so the rules of SPEC 4 'Row lists' are unit-tested without a browser. */

export type Cell = string | number | null;
export type Row = Record<string, Cell>;
export type FormValue = Cell | boolean | Cell[] | Row[];
export type FormValues = Record<string, FormValue>;

export const emptyCell = (column: ColumnDef): Cell => (column.kind === 'image' ? null : '');

export const isFilled = (value: Cell) => value !== null && String(value).trim() !== '';

/** SPEC 4: a row counts as filled when every one of its values is, optional ones aside. */
export const isRowFilled = (row: Row, columns: ColumnDef[]) =>
  columns.every((c) => ('optional' in c && c.optional) || isFilled(row[c.name] ?? null));

const today = () => new Date().toISOString().slice(0, 10);

type RowsDef = Extract<FieldDef, { kind: 'rows' }>;

export const translatableColumn = (field: RowsDef) =>
  field.columns.find((c) => c.kind === 'text' && c.translatable === true);

function newRow(field: RowsDef): Row {
  const row: Row = Object.fromEntries(
    field.columns.map((c) => [c.name, c.kind === 'image' ? null : (field.newRow[c.name] ?? '')]),
  );
  const translated = translatableColumn(field);
  if (translated) row[zhKey(translated.name)] = '';
  return row;
}

function storedRows(field: RowsDef, stored: unknown, entry: Record<string, unknown>): Row[] {
  const translated = translatableColumn(field);
  const zh = (entry.rowTranslations as { zh?: Record<string, unknown> } | undefined)?.zh?.[field.name];
  return (Array.isArray(stored) ? stored : []).map((row: Record<string, unknown>, index) => {
    const values: Row = Object.fromEntries(field.columns.map((c) => [c.name, cellFrom(c, row[c.name])]));
    if (translated) values[zhKey(translated.name)] = Array.isArray(zh) ? asText(zh[index]) : '';
    return values;
  });
}

function writtenRows(field: RowsDef, value: Row[]): Row[] {
  // A select always holds a choice, so only the other values say whether a row was written in.
  const written = field.columns.filter((c) => c.kind !== 'select');
  return value.filter((row) => written.some((c) => isFilled(row[c.name] ?? null)));
}

/** A derived column follows the others until staff write something else in it; emptied, it follows them again. */
export function editRow(field: RowsDef, row: Row, name: string, value: Cell): Row {
  const next = { ...row, [name]: value };
  const derive = field.derive;
  if (!derive) return next;
  if (name === derive.column) return asText(value).trim() === '' ? { ...next, [name]: derive.from(next) } : next;
  const current = asText(row[derive.column]);
  if (current.trim() !== '' && current !== derive.from(row)) return next;
  return { ...next, [derive.column]: derive.from(next) };
}

export function newEntry(field: Extract<FieldDef, { kind: 'list' | 'rows' }>): Cell | Row {
  return field.kind === 'rows' ? newRow(field) : emptyCell(field.of);
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const asId = (value: unknown) => (typeof value === 'number' ? value : null);

function cellFrom(column: ColumnDef, value: unknown): Cell {
  return column.kind === 'image' ? asId(value) : asText(value);
}

export function initialValues(screen: Screen, entry?: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of screen.fields) {
    const stored = entry?.[field.name];
    switch (field.kind) {
      case 'image':
        values[field.name] = asId(stored);
        break;
      case 'select':
        if ('options' in field) values[field.name] = entry ? asText(stored) : (field.options[0] ?? '');
        else values[field.name] = asId(stored);
        break;
      case 'entries':
        values[field.name] = (Array.isArray(stored) ? stored : []).filter((v): v is number => typeof v === 'number');
        break;
      case 'checkbox':
        values[field.name] = stored === true;
        break;
      case 'date':
        values[field.name] = entry ? asText(stored) : field.today ? today() : '';
        break;
      case 'list':
        values[field.name] = entry
          ? (Array.isArray(stored) ? stored : []).map((v) => cellFrom(field.of, v))
          : Array.from({ length: field.min }, () => emptyCell(field.of));
        break;
      case 'rows':
        values[field.name] = entry
          ? storedRows(field, stored, entry)
          : Array.from({ length: field.min }, () => newRow(field));
        break;
      default:
        values[field.name] = asText(stored);
    }
  }
  // A new entry starts as a draft, so nothing half-written goes public by accident.
  values.status = entry && typeof entry.status === 'string' ? entry.status : 'draft';
  values.publish_at = typeof entry?.publish_at === 'number' ? toGalleryInput(entry.publish_at) : '';
  return { ...values, ...initialLanguageValues(screen, entry) };
}

/** '' is no number (null); anything else is read as one, and the schema judges what came out. */
const toNumber = (value: Cell) => (value === null || String(value).trim() === '' ? null : Number(value));

function cellToBody(column: ColumnDef, value: Cell): unknown {
  if (column.kind === 'number') return toNumber(value);
  if (column.kind === 'image') return value;
  return typeof value === 'string' ? value : asText(value);
}

/** Empty trailing entries are dropped rather than refused; the schema then judges the count. */
export function toBody(screen: Screen, values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const rowsZh: Record<string, string[]> = {};
  for (const field of screen.fields) {
    const value = values[field.name] ?? null;
    if (field.kind === 'number') body[field.name] = toNumber(value as Cell);
    else if (field.kind === 'checkbox') body[field.name] = value === true;
    else if (field.kind === 'list') {
      const cells = (value as Cell[]).filter(isFilled);
      body[field.name] = cells.map((cell) => cellToBody(field.of, cell));
    } else if (field.kind === 'rows') {
      const rows = writtenRows(field, value as Row[]);
      body[field.name] = rows.map((row) =>
        Object.fromEntries(field.columns.map((c) => [c.name, cellToBody(c, row[c.name] ?? null)])),
      );
      const translated = translatableColumn(field);
      if (translated) rowsZh[field.name] = rows.map((row) => asText(row[zhKey(translated.name)]));
    } else body[field.name] = value;
  }
  body.status = values.status ?? 'draft';
  body.publish_at = fromGalleryInput(String(values.publish_at ?? ''));
  if (Object.keys(rowsZh).length > 0) body.rowTranslations = { zh: rowsZh };
  return { ...body, ...languageBody(screen, values) };
}

export type ZeroValue = { entry: string; input: string };

export function zeroValues(screen: Screen, values: FormValues): ZeroValue[] {
  const found: ZeroValue[] = [];
  for (const field of screen.fields) {
    if (field.kind !== 'rows') continue;
    const asked = field.columns.filter((c) => c.kind === 'number' && c.askIfZero);
    writtenRows(field, (values[field.name] ?? []) as Row[]).forEach((row, index) => {
      const zero = asked.find((c) => isFilled(row[c.name] ?? null) && Number(row[c.name]) === 0);
      if (zero) {
        const position = index + 1;
        found.push({
          entry: `${field.label}, ${field.itemLabel.toLowerCase()} ${position}`,
          input: `${zero.label} ${position}`,
        });
      }
    });
  }
  return found;
}

export type Issue = { msg: string; path?: string | undefined };

export function describeIssue(screen: Screen, issue: Issue): string {
  const [name, index] = (issue.path ?? '').split('.');
  const field = screen.fields.find((f) => f.name === name);
  if (!field || index === undefined || !('itemLabel' in field)) return issue.msg;
  const position = Number(index) + 1;
  return Number.isInteger(position)
    ? `${field.label}, ${field.itemLabel.toLowerCase()} ${position}: ${issue.msg}`
    : issue.msg;
}

export const fieldsIn = (issues: Issue[]) => new Set(issues.map((i) => (i.path ?? '').split('.')[0] ?? ''));

const fieldOf = (issue: Issue) => (issue.path ?? '').split('.')[0] ?? '';

/** Only fields already in error are re-checked, so typing in a fresh field never shows an error before Save. */
export function refreshIssues(issues: Issue[], now: Issue[], edited: readonly string[]): Issue[] {
  const refreshed = new Set(issues.map(fieldOf).filter((name) => name !== '' && edited.includes(name)));
  if (refreshed.size === 0) return issues;
  // In place, so the list does not jump: a field's new errors stand where its old ones stood.
  const done = new Set<string>();
  return issues.flatMap((issue) => {
    const name = fieldOf(issue);
    if (!refreshed.has(name)) return [issue];
    if (done.has(name)) return [];
    done.add(name);
    return now.filter((fresh) => fieldOf(fresh) === name);
  });
}

import type { ColumnDef, FieldDef } from '#shared/catalogue/define';
import type { RevisionReferences } from '#shared/revisions';
import { thumbnailSrc } from '../images/thumbnail.ts';
import styles from './revisions.module.css';
import { HISTORY_TEXTS as T } from './texts.ts';

type Props = {
  field: FieldDef;
  value: unknown;
  references: RevisionReferences;
};

export function FieldValue({ field, value, references }: Props) {
  if (isEmpty(value)) return <span className={styles.empty}>{T.emptyValue}</span>;
  switch (field.kind) {
    case 'rich':
      return <p className={styles.text}>{textOf(String(value))}</p>;
    case 'image':
      return <ImageThumbs ids={[Number(value)]} images={references.images} />;
    case 'checkbox':
      return <span>{value ? T.yes : T.no}</span>;
    case 'entries':
      return <EntryTitles titles={references.entries[field.entriesOf]} ids={value as number[]} />;
    case 'select':
      if ('entriesOf' in field) {
        return <EntryTitles titles={references.entries[field.entriesOf]} ids={[Number(value)]} />;
      }
      return <span>{field.labels?.[String(value)] ?? String(value)}</span>;
    case 'list':
      if (field.of.kind === 'image') return <ImageThumbs ids={value as number[]} images={references.images} />;
      return (
        <ul className={styles.values}>
          {(value as unknown[]).map((item, i) => (
            // Values may repeat; their place in the list is what tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in its stored order
            <li key={i}>{String(item)}</li>
          ))}
        </ul>
      );
    case 'rows':
      return (
        <ul className={styles.values}>
          {(value as Record<string, unknown>[]).map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in its stored order
            <li key={i}>
              {field.columns.map((column) => (
                <Cell key={column.name} column={column} value={row[column.name]} images={references.images} />
              ))}
            </li>
          ))}
        </ul>
      );
    default:
      return <p className={styles.text}>{String(value)}</p>;
  }
}

type Images = RevisionReferences['images'];

function Cell({ column, value, images }: { column: ColumnDef; value: unknown; images: Images }) {
  if (isEmpty(value)) return null;
  const shown =
    column.kind === 'select'
      ? (column.labels?.[String(value)] ?? String(value))
      : column.kind === 'image'
        ? null
        : value;
  return (
    <span className={styles.cell}>
      <span className={styles.cellLabel}>{column.label}:</span>{' '}
      {column.kind === 'image' ? <ImageThumbs ids={[Number(value)]} images={images} /> : String(shown)}
    </span>
  );
}

/** An id the answer marks null was deleted; one it does not name yet is shown by its number alone. */
const missing = (id: number, known: boolean) => (known ? T.unknownEntry(id) : T.entryNumber(id));

function ImageThumbs({ ids, images }: { ids: number[]; images: Images }) {
  return (
    <ul className={styles.thumbs}>
      {ids.map((id, i) => {
        const image = images[id];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: an image may be listed twice
          <li key={i}>
            {image ? <img src={thumbnailSrc(image)} alt="" width={image.width} height={image.height} /> : null}
            <span>{image ? image.title : missing(id, image === null)}</span>
          </li>
        );
      })}
    </ul>
  );
}

function EntryTitles({ titles = {}, ids }: { titles: Record<string, string | null> | undefined; ids: number[] }) {
  return (
    <ul className={styles.values}>
      {ids.map((id, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an entry may be listed twice
        <li key={i}>{titles[id] ?? missing(id, titles[id] === null)}</li>
      ))}
    </ul>
  );
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

function textOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const block of doc.body.querySelectorAll('p, li, h2, h3, h4, blockquote, br')) block.append(' ');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

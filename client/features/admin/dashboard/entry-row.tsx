import { Link } from '@tanstack/react-router';
import { LIST_TEXTS, type ListEntry } from '#shared/admin-lists';
import { formatPublishAt } from '#shared/content/publishing';
import { LANG_TAG, LANGS } from '#shared/languages';
import { thumbnailSrc } from '../images/thumbnail.ts';
import styles from './entry-list.module.css';

type Props = {
  entry: ListEntry;
  route: string;
  selected: boolean;
  selectable: boolean;
  onSelect: (on: boolean) => void;
};

export function EntryRow({ entry, route, selected, selectable, onSelect }: Props) {
  const checkbox = `select-${route}-${entry._id}`;
  return (
    <li className={styles.row}>
      {selectable ? (
        <>
          <input
            id={checkbox}
            type="checkbox"
            className={styles.check}
            checked={selected}
            onChange={(e) => onSelect(e.currentTarget.checked)}
          />
          <label htmlFor={checkbox} className="visually-hidden">
            {LIST_TEXTS.select(entry.title)}
          </label>
        </>
      ) : (
        <span className={styles.check} aria-hidden="true" />
      )}
      {entry.image ? (
        <img className={styles.thumb} src={thumbnailSrc(entry.image)} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.text}>
        <Link to="/admin/$type/update/$slug" params={{ type: route, slug: entry.slug }} className={styles.title}>
          {entry.title}
        </Link>
        <p className={styles.meta}>
          <span className={`${styles.state} ${styles[entry.state]}`}>
            {entry.state === 'scheduled' && entry.publish_at !== null
              ? LIST_TEXTS.scheduledFor(formatPublishAt(entry.publish_at))
              : LIST_TEXTS.states[entry.state]}
          </span>{' '}
          <span>{LIST_TEXTS.changedBy(formatPublishAt(entry.changed_at), entry.changed_by)}</span>
        </p>
        <Languages entry={entry} />
      </div>
    </li>
  );
}

function Languages({ entry }: { entry: ListEntry }) {
  const published = LANGS.filter((lang) => entry.languages[lang]);
  return (
    <p className={styles.meta}>
      <span className="visually-hidden">{LIST_TEXTS.languagesLabel}: </span>
      {published.length === 0
        ? LIST_TEXTS.noLanguage
        : published.map((lang, i) => (
            <span key={lang}>
              {i > 0 ? ' · ' : null}
              <span lang={LANG_TAG[lang]}>{LIST_TEXTS.languageNames[lang]}</span>
            </span>
          ))}
      {entry.chineseMissing ? (
        <>
          {' '}
          <span className={styles.missing}>{LIST_TEXTS.chineseMissing}</span>
        </>
      ) : null}
    </p>
  );
}

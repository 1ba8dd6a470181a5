import { formatDateRange } from '#shared/exhibition-dates';
import { EXHIBITION_TEXTS as T } from '#shared/exhibition-texts';
import { calendarPath } from '../../../../features/explore/exhibition-calendar.ts';
import styles from './exhibitions.module.css';

type Props = { slug: string; starts_on: string | null; ends_on: string | null; venue: string };

export function ExhibitionFacts({ slug, starts_on, ends_on, venue }: Props) {
  const dates = formatDateRange({ starts_on, ends_on });
  return (
    <div className={styles.facts}>
      <dl className={styles.factList}>
        {dates ? (
          <div>
            <dt>{T.dates}</dt>
            <dd className={styles.dates}>{dates}</dd>
          </div>
        ) : null}
        <div>
          <dt>{T.venue}</dt>
          <dd>{venue.trim() || T.atTheGallery}</dd>
        </div>
      </dl>
      {starts_on ? (
        <a className={`button button-quiet ${styles.calendar}`} href={calendarPath(slug)} download={`${slug}.ics`}>
          {T.addToCalendar}
          <span className="visually-hidden"> {T.calendarHint}</span>
        </a>
      ) : null}
    </div>
  );
}

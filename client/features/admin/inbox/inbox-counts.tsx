import styles from './inbox.module.css';
import type { InboxPage } from './queries.ts';
import { INBOX_TEXT as T } from './texts.ts';

export function InboxCounts({ counts, headingLevel = 2 }: { counts: InboxPage['counts']; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="inbox-counts" className={styles.counts}>
      <Heading id="inbox-counts" className="visually-hidden">
        {T.counts.heading}
      </Heading>
      <dl>
        {(['new', 'unanswered', 'followUpsDue', 'holdsEndingSoon'] as const).map((key) => (
          <div key={key} data-warn={counts[key] > 0 && key !== 'new' ? '' : undefined}>
            <dt>{T.counts[key]}</dt>
            <dd>{counts[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

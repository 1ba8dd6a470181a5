import { Link } from '@tanstack/react-router';
import type { Screen } from '../screens/registry.ts';
import styles from './revisions.module.css';
import { HISTORY_TEXTS as T } from './texts.ts';

export function HistoryLink({ screen, slug }: { screen: Screen; slug: string }) {
  return (
    <p className={styles.historyLink}>
      <Link to="/admin/$type/history/$slug" params={{ type: screen.route, slug }}>
        {T.link}
      </Link>
    </p>
  );
}

import type { Screen } from '../screens/registry.ts';
import styles from './form.module.css';

export const SLUG_NOTICE = (from: string, to: string) =>
  `This changes the public address from ${from} to ${to}. Links to the old address (shared, bookmarked or in search engines) will lead to the new one.`;

/** So a rename is never a surprise; the old address keeps working (a 301 from the server). */
export function SlugNotice({ screen, stored, current }: { screen: Screen; stored: string; current: string }) {
  const changed = current !== '' && current !== stored;
  return (
    <p className={changed ? styles.slugNotice : 'visually-hidden'} role="status">
      {changed ? SLUG_NOTICE(screen.publicPath(stored), screen.publicPath(current)) : ''}
    </p>
  );
}

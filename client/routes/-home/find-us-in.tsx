import styles from './home.module.css';

/** Placeholders until the gallery supplies the six press and partner logos of SPEC 2 '/' ('Find us in'). */
const PLACES = ['Press', 'Press', 'Broadcast', 'Broadcast', 'Museums', 'Festivals'];

export function FindUsIn() {
  return (
    <section className={`page ${styles.findUs}`} aria-labelledby="find-us-heading">
      <h2 id="find-us-heading" className={styles.findUsTitle}>
        Find us in
      </h2>
      <ul className={styles.findUsList}>
        {PLACES.map((place, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders
          <li key={index} className={styles.logo}>
            <svg viewBox="0 0 120 48" role="img" aria-label={`${place} logo placeholder`}>
              <rect
                x="1"
                y="1"
                width="118"
                height="46"
                rx="2"
                fill="none"
                stroke="currentColor"
                strokeDasharray="4 3"
              />
              <text x="60" y="29" textAnchor="middle" fontSize="12" fill="currentColor">
                {place}
              </text>
            </svg>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { SITE } from '#shared/site';
import { SOCIAL_ICONS } from './icons.tsx';
import styles from './social-links.module.css';

/** The four social networks of SPEC 1, in the footer and the contact section. */
export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')}>
      {SITE.social.map(({ name, href }) => {
        const Icon = SOCIAL_ICONS[name];
        return (
          <li key={name}>
            <a href={href} className={styles.link} target="_blank" rel="noopener noreferrer">
              {Icon ? <Icon width={20} height={20} /> : null}
              <span>{name}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

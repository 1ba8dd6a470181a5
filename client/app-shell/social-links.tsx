import { useQuery } from '@tanstack/react-query';
import { t } from '#shared/messages/index';
import { SOCIAL_NAMES, SOCIAL_NETWORKS, socialName } from '#shared/site-social';
import { Picture } from '../components/picture.tsx';
import { siteSettingsQuery } from '../features/site/site-settings-query.ts';
import { SOCIAL_ICONS } from './icons.tsx';
import styles from './social-links.module.css';

// WeChat is shown as an ID and QR code: many visitors from China reach the gallery only through WeChat.
export function SocialLinks({ className }: { className?: string }) {
  const { data } = useQuery(siteSettingsQuery());
  if (!data) return null;
  const profiles = SOCIAL_NETWORKS.filter((network) => data.social[network]);
  if (profiles.length === 0 && !data.wechatId && !data.wechatQr) return null;
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')}>
      {profiles.map((network) => {
        const name = SOCIAL_NAMES[network];
        const Icon = SOCIAL_ICONS[name];
        return (
          <li key={network}>
            <a href={data.social[network]} className={styles.link} target="_blank" rel="noopener noreferrer">
              {Icon ? <Icon width={20} height={20} /> : null}
              <span>{socialName(network)}</span>
            </a>
          </li>
        );
      })}
      {data.wechatId || data.wechatQr ? (
        <li className={styles.wechat}>
          {data.wechatId ? (
            <span>
              {t('shell.wechat')} <span className={styles.wechatId}>{data.wechatId}</span>
            </span>
          ) : null}
          {data.wechatQr ? (
            <figure className={styles.qrFigure}>
              <Picture image={data.wechatQr} sizes="8rem" className={styles.qr} />
              <figcaption>{t('shell.wechatScan')}</figcaption>
            </figure>
          ) : null}
        </li>
      ) : null}
    </ul>
  );
}

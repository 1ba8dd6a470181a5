import { useQuery } from '@tanstack/react-query';
import { t } from '#shared/messages/index';
import { siteSettingsQuery } from './site-settings-query.ts';

/** The gallery's e-mail address as staff set it, as a mailto link (in running text on the legal pages). */
export function GalleryEmail() {
  const { data } = useQuery(siteSettingsQuery());
  if (!data) return <span>{t('common.ourEmail')}</span>;
  if (!data.email) return <span>{t('common.contactForm')}</span>;
  return <a href={`mailto:${data.email}`}>{data.email}</a>;
}

/**
 * The parts of the site settings the public pages use to show them (the footer, the contact section), apart
 * from the settings' schema (shared/site-settings.ts), so showing them does not bring the validation library
 * into every page's first download.
 */

import { t } from './messages/index.ts';

/** Where an ICP filing number (ICP备案号) is checked: the filing authority's public register. */
export const ICP_FILING_SITE = 'https://beian.miit.gov.cn/';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'youtube', 'weibo', 'xiaohongshu'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  youtube: 'YouTube',
  weibo: 'Weibo',
  xiaohongshu: 'Xiaohongshu',
};

/** A network's name as the page's language writes it: Weibo is 微博 in Chinese. */
export const socialName = (network: SocialNetwork) => t(`shell.social.${network}`);

/** The lines of a multi-line text field, blank ones dropped. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

// Apart from shared/site-settings.ts so showing them does not bring the validation library into the first download.

import { t } from './messages/index.ts';

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

export const socialName = (network: SocialNetwork) => t(`shell.social.${network}`);

export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

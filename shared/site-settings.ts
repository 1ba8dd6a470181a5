import { z } from 'zod';

// Issue 13. Shared with the client's settings screen, so nothing server-only may be imported here.

import { SOCIAL_NAMES, SOCIAL_NETWORKS, type SocialNetwork } from './site-social.ts';

export { linesOf, SOCIAL_NAMES, SOCIAL_NETWORKS, type SocialNetwork } from './site-social.ts';

const SOCIAL_HOSTS: Record<SocialNetwork, string[]> = {
  facebook: ['facebook.com', 'www.facebook.com'],
  instagram: ['instagram.com', 'www.instagram.com'],
  twitter: ['twitter.com', 'www.twitter.com', 'x.com'],
  youtube: ['youtube.com', 'www.youtube.com'],
  weibo: ['weibo.com', 'www.weibo.com', 'weibo.cn'],
  xiaohongshu: ['xiaohongshu.com', 'www.xiaohongshu.com'],
};

const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, { error: tooLong });

const profileUrl = (network: SocialNetwork) => {
  const name = SOCIAL_NAMES[network];
  return trimmed(300, `The ${name} address can be at most 300 characters.`).refine(
    (value) => {
      if (value === '') return true;
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && SOCIAL_HOSTS[network].includes(url.hostname) && url.pathname.length > 1;
      } catch {
        return false;
      }
    },
    { error: `The ${name} address must be the https address of the gallery's own ${name} page, or empty.` },
  );
};

const coordinate = (min: number, max: number, what: string) =>
  z
    .number({ error: `The ${what} must be a number.` })
    .min(min, { error: `The ${what} must be between ${min} and ${max}.` })
    .max(max, { error: `The ${what} must be between ${min} and ${max}.` })
    .nullable();

/** ICP备案号, as the filing authority issues it; every site hosted in mainland China shows one. */
const ICP_NUMBER = /^([\u4e00-\u9fff]ICP备\d{6,12}号(-\d{1,4})?)?$/;

const rate = (currency: string) =>
  z
    .number({ error: `The ${currency} exchange rate must be a number.` })
    .positive({ error: `The ${currency} exchange rate must be more than 0.` })
    .max(100_000, { error: `The ${currency} exchange rate must be at most 100000.` })
    .nullable()
    .default(null);

export const siteSettingsSchema = z
  .object({
    addressEn: trimmed(500, 'The English address can be at most 500 characters.'),
    addressZh: trimmed(500, 'The Chinese address can be at most 500 characters.'),
    phone: trimmed(40, 'The phone number can be at most 40 characters.').regex(/^(\+?[\d\s()-]{4,})?$/, {
      error: 'The phone number may hold only digits, spaces, brackets, dashes and a leading +.',
    }),
    email: trimmed(254, 'Enter a valid e-mail address.').pipe(
      z.union([z.literal(''), z.email({ error: 'Enter a valid e-mail address.' })]),
    ),
    hoursGallery: trimmed(200, 'The gallery opening hours can be at most 200 characters.'),
    hoursStudio: trimmed(200, 'The studio opening hours can be at most 200 characters.'),
    social: z.object(
      Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, profileUrl(network)])) as Record<
        SocialNetwork,
        ReturnType<typeof profileUrl>
      >,
    ),
    wechatId: trimmed(40, 'The WeChat ID can be at most 40 characters.').regex(/^([A-Za-z][-_A-Za-z0-9]{5,19})?$/, {
      error: 'A WeChat ID is 6 to 20 letters, digits, - or _, starting with a letter.',
    }),
    wechatQrImageId: z.number().int().positive().nullable(),
    /** Settings added later are optional, so settings saved before them still read as they were. */
    icpNumber: trimmed(40, 'The ICP filing number can be at most 40 characters.')
      .regex(ICP_NUMBER, { error: 'The ICP filing number looks like 京ICP备12345678号-1, or is empty.' })
      .default(''),
    eurToCny: rate('CNY'),
    eurToUsd: rate('USD'),
    /** WGS-84, as a phone's GPS gives it; each map service is told so by its own parameter. */
    latitude: coordinate(-90, 90, 'latitude'),
    longitude: coordinate(-180, 180, 'longitude'),
  })
  .refine((s) => (s.latitude === null) === (s.longitude === null), {
    error: 'Give both the latitude and the longitude, or neither.',
    path: ['latitude'],
  });

export type SiteSettings = z.output<typeof siteSettingsSchema>;

export const TRANSLATED_SETTINGS = ['hoursGallery', 'hoursStudio'] as const;
export type TranslatedSetting = (typeof TRANSLATED_SETTINGS)[number];
export type SettingsTranslations = { zh: Partial<Record<TranslatedSetting, string>> };

export const settingsTranslationsSchema = z.object({
  zh: z.object({
    hoursGallery: trimmed(200, 'The gallery opening hours in Chinese can be at most 200 characters.').optional(),
    hoursStudio: trimmed(200, 'The studio opening hours in Chinese can be at most 200 characters.').optional(),
  }),
});

export const siteSettingsSaveSchema = siteSettingsSchema.safeExtend({
  translations: settingsTranslationsSchema.optional(),
});

/** No social link: a network's home page is no link to the gallery. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  addressEn: 'Taedong Gallery\n2 Jiuxianqiao Road, 798 Art District\nChaoyang District, Beijing 100015\nChina',
  addressZh: '大同画廊\n中国北京市朝阳区\n酒仙桥路2号798艺术区\n邮编 100015',
  phone: '+86 10 5555 0193',
  email: 'info@taedong-gallery.example',
  hoursGallery: 'Mon-Fri 10am-5pm',
  hoursStudio: 'Mon-Fri 10am-6pm or by appointment',
  social: { facebook: '', instagram: '', twitter: '', youtube: '', weibo: '', xiaohongshu: '' },
  wechatId: '',
  wechatQrImageId: null,
  icpNumber: '',
  eurToCny: null,
  eurToUsd: null,
  latitude: 39.984,
  longitude: 116.495,
};

import { z } from 'zod';
import { MAX_PARAGRAPH, MAX_RICH, richText, text } from './content-fields.ts';
import { PRIVACY_BODY, TERMS_BODY } from './site-texts-legal.ts';
import { SHIPPING_BODY, SHIPPING_BODY_ZH, SHIPPING_LEDE, SHIPPING_LEDE_ZH } from './site-texts-shipping.ts';

// Issue 18; nothing server-only. Chinese pages show staff's value, else the default below, else English (decision 012).

export const SITE_TEXT_GROUPS = ['Home', 'About', 'Hours', 'Privacy', 'Terms', 'Shipping', 'Find us in'] as const;
export type SiteTextGroup = (typeof SITE_TEXT_GROUPS)[number];

export const SITE_TEXT_LANG = 'en';

export type PressEntry = { name: string; logoImageId: number | null; url: string };

type Common = { group: SiteTextGroup; label: string; hint?: string; translatable: boolean };
export type SiteTextDeclaration =
  | (Common & { kind: 'plain'; max: number; paragraphs?: boolean; default: string })
  | (Common & { kind: 'rich'; default: string })
  | (Common & { kind: 'image'; default: number | null })
  | (Common & { kind: 'list'; max: number; default: PressEntry[] });

const PARAGRAPHS = 'One paragraph a line.';

type Plain = Extract<SiteTextDeclaration, { kind: 'plain' }>;
const plain = (group: SiteTextGroup, label: string, max: number, value: string, more: Partial<Plain> = {}): Plain => ({
  group,
  label,
  kind: 'plain',
  max,
  translatable: true,
  default: value,
  ...more,
});
const paragraphs = (group: SiteTextGroup, label: string, value: string): Plain =>
  plain(group, label, MAX_PARAGRAPH, value, { paragraphs: true, hint: PARAGRAPHS });

export const SITE_TEXTS = {
  heroHeading: plain('Home', 'Hero heading', 120, 'Art from North Korea, shown in Beijing'),
  heroLead: plain(
    'Home',
    'Hero lead text',
    400,
    'Paintings, woodcuts, embroidery and posters by artists we have worked with since 1993, with the films and books that tell their story.',
  ),
  heroShopButton: plain('Home', 'Hero shop button', 40, 'Browse the shop'),
  heroExploreButton: plain('Home', 'Hero explore button', 40, 'Explore the collections'),
  heroImage: {
    group: 'Home',
    label: 'Hero image',
    hint: 'An artwork shown beside the heading. Without one the hero shows only its text.',
    kind: 'image',
    translatable: false,
    default: null,
  },
  founderHeading: plain('Home', 'Founder heading', 120, 'Three decades of working with North Korean artists'),
  founderText: paragraphs(
    'Home',
    'Founder text',
    "The studio was founded in 1993 and has had its gallery in Beijing since 2008.\nIt began with one journey to Pyongyang, to see the city's public art, and an afternoon in a painter's studio. More than a hundred journeys later we still work the same way: directly with the artists, choosing each work together with the person who made it.",
  ),
  aboutLede: plain(
    'About',
    'Introduction',
    400,
    'A British-run gallery and studio in Beijing, working with North Korean artists since 1993 and independent of the North Korean government.',
  ),
  aboutText: paragraphs(
    'About',
    'About',
    'The studio was founded in Beijing in 1993 and opened its gallery in the city in 2008. For three decades we have travelled to North Korea to meet artists in their studios, and brought their paintings, woodcuts, embroidery and poster designs to visitors from all over the world.\nWe are British-run and independent of the North Korean government. Every work we show comes to us directly from the artists and their studios, with a certificate of origin from the gallery.',
  ),
  missionText: paragraphs(
    'About',
    'Mission',
    'We believe art is one of the few open doors into a closed country. Our aim is to show North Korean art as art: to let the work, and the people who make it, speak for themselves, and to give artists an audience and an income beyond their borders.\nAlongside the gallery we make films, publish books and curate exhibitions, so that what visitors see on our walls comes with its context.',
  ),
  purchaseText: plain(
    'About',
    'Purchase',
    600,
    'Original paintings, prints and posters are for sale. Choose a work, send an enquiry from your cart, and our staff arrange payment and shipping with you.',
  ),
  exhibitionsText: plain(
    'About',
    'Exhibitions',
    600,
    'We curate exhibitions in Beijing and abroad, from ink landscapes to the work of the poster studios.',
  ),
  filmsText: plain(
    'About',
    'Films',
    600,
    'Documentaries and features made with North Korean crews, shown at festivals and on television worldwide.',
  ),
  publicationsText: plain(
    'About',
    'Publications',
    600,
    'Books and catalogues on North Korean art, design and film, written with the artists themselves.',
  ),
  aboutFounderHeading: plain('About', 'Founder heading', 120, "The founder's story"),
  aboutFounderText: paragraphs(
    'About',
    'Founder biography',
    "Our founder came to Beijing in 1989 to study Chinese, and stayed. A first visit to Pyongyang in 1993, to see the city's parks and public art, became the first of more than a hundred: each one spent largely in artists' studios, talking about their work and choosing pieces together.\nWhat began as a few paintings carried home in a suitcase became the studio, then the films and the books, and in 2008 the gallery in the 798 Art District. The founder still travels to meet the artists, and still chooses every work the gallery shows.",
  ),
  hoursNote: plain('Hours', 'About page hours note', 200, 'The gallery is open {hours}.', {
    hint: '{hours} is replaced by the gallery opening hours of the site settings.',
  }),
  hoursHeading: plain('Hours', 'Contact section hours heading', 60, 'Opening times', {
    hint: 'Shown above the studio opening hours of the site settings.',
  }),
  privacyLede: plain(
    'Privacy',
    'Introduction',
    400,
    'We keep as little about you as we can: only what you send us, only to answer you, and never to sell or to advertise.',
  ),
  privacyBody: {
    group: 'Privacy',
    label: 'Privacy policy',
    hint: '{email} becomes the gallery e-mail address and {address} its postal address, from the site settings.',
    kind: 'rich',
    translatable: true,
    default: PRIVACY_BODY,
  },
  termsLede: plain(
    'Terms',
    'Introduction',
    400,
    'Buying from us is a conversation, not a checkout: these terms say how it works, and what you may do with the pictures on this site.',
  ),
  termsBody: {
    group: 'Terms',
    label: 'Terms of sale and use',
    hint: '{email} becomes the gallery e-mail address of the site settings.',
    kind: 'rich',
    translatable: true,
    default: TERMS_BODY,
  },
  shippingLede: plain('Shipping', 'Introduction', 400, SHIPPING_LEDE),
  shippingBody: {
    group: 'Shipping',
    label: 'Shipping, export and payment',
    hint: 'Linked from every artwork page and the cart. {email} becomes the gallery e-mail address of the site settings.',
    kind: 'rich',
    translatable: true,
    default: SHIPPING_BODY,
  },
  findUsIn: {
    group: 'Find us in',
    label: 'Press',
    hint: 'Where the gallery has been written about or shown. The strip is hidden while the list is empty.',
    kind: 'list',
    max: 12,
    translatable: false,
    default: [] as PressEntry[],
  },
} as const satisfies Record<string, SiteTextDeclaration>;

export type SiteTextKey = keyof typeof SITE_TEXTS;
export const SITE_TEXT_KEYS = Object.keys(SITE_TEXTS) as SiteTextKey[];

export const TRANSLATED_SITE_TEXT_KEYS = SITE_TEXT_KEYS.filter((key) => {
  const d: SiteTextDeclaration = SITE_TEXTS[key];
  return d.translatable && (d.kind === 'plain' || d.kind === 'rich');
});

/** The legal pages have none: until staff write them they show in English, marked so. */
export const SITE_TEXT_ZH_DEFAULTS: Partial<Record<SiteTextKey, string>> = {
  heroHeading: '来自朝鲜的艺术，在北京展出',
  heroLead: '自1993年起，我们与朝鲜艺术家合作，呈现他们的油画、木刻、刺绣与宣传画，以及讲述其背后故事的电影和书籍。',
  heroShopButton: '浏览作品',
  heroExploreButton: '探索收藏',
  founderHeading: '与朝鲜艺术家同行三十年',
  founderText:
    '工作室创立于1993年，2008年起在北京设有画廊。\n一切始于一次平壤之行：去看那座城市的公共艺术，又在一位画家的画室里度过了一个下午。一百多次往返之后，我们的做法始终未变：直接与艺术家合作，与创作者本人一起挑选每一件作品。',
  aboutLede: '一家由英国人在北京创办的画廊与工作室，自1993年起与朝鲜艺术家合作，独立于朝鲜政府。',
  aboutText:
    '工作室1993年创立于北京，2008年在北京开设画廊。三十年来，我们多次前往朝鲜，走进艺术家的工作室，把他们的油画、木刻、刺绣和宣传画设计带给来自世界各地的观众。\n我们由英国人经营，独立于朝鲜政府。我们展出的每一件作品都直接来自艺术家及其工作室，并附有画廊出具的来源证书。',
  missionText:
    '我们相信，艺术是通往一个封闭国度为数不多的窗口之一。我们希望以艺术本身的眼光看待朝鲜艺术：让作品和创作它们的人自己说话，也让艺术家在国境之外拥有观众和收入。\n除画廊之外，我们还拍摄电影、出版书籍、策划展览，让观众在墙上看到的作品都有其来龙去脉。',
  purchaseText:
    '原作油画、版画和宣传画均可购买。选好作品后，从购物车发送询价，我们的工作人员会与您商定付款和运输事宜。',
  exhibitionsText: '我们在北京及海外策划展览，从水墨山水到宣传画创作室的作品。',
  filmsText: '与朝鲜摄制组合作拍摄的纪录片和故事片，曾在世界各地的电影节和电视台播出。',
  publicationsText: '关于朝鲜艺术、设计与电影的书籍和图录，与艺术家本人共同撰写。',
  aboutFounderHeading: '创始人的故事',
  aboutFounderText:
    '创始人1989年来到北京学习中文，从此留了下来。1993年第一次去平壤，本是为了看那里的公园和公共艺术，此后又去了一百多次，大部分时间都在艺术家的画室里，谈论他们的作品，一起挑选作品。\n最初只是装在行李箱里带回的几幅画，后来有了工作室，有了电影和图书，2008年又在798艺术区开设了画廊。创始人至今仍常去拜访艺术家，画廊展出的每一件作品都由他亲自挑选。',
  hoursNote: '画廊开放时间：{hours}。',
  hoursHeading: '开放时间',
  privacyLede: '我们尽可能少地保存您的信息：只保存您发给我们的内容，只用于回复您，绝不出售，也不用于广告。',
  shippingLede: SHIPPING_LEDE_ZH,
  shippingBody: SHIPPING_BODY_ZH,
  termsLede: '在这里购买艺术品是一场对话，而不是结账流程：以下条款说明购买如何进行，以及您可以如何使用本网站上的图片。',
};

type ValueOf<D> = D extends { kind: 'image' } ? number | null : D extends { kind: 'list' } ? PressEntry[] : string;
export type SiteTextValues = { -readonly [K in SiteTextKey]: ValueOf<(typeof SITE_TEXTS)[K]> };

export const DEFAULT_SITE_TEXTS = Object.fromEntries(
  SITE_TEXT_KEYS.map((key) => [key, SITE_TEXTS[key].default]),
) as SiteTextValues;

const wholeUrl = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(300, { error: `${label} can be at most 300 characters.` })
    .refine((value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), {
      error: `${label} must be a whole address starting with https:// (or http://), or empty.`,
    });

const pressEntry = z.strictObject(
  {
    name: text('The press name', { max: 80 }),
    logoImageId: z
      .number({ error: 'A press logo must be an image from the library, or none.' })
      .int()
      .positive()
      .nullable(),
    url: wholeUrl('The press link'),
  },
  { error: 'A press entry has a name, a logo and a link, and nothing else.' },
);

export function siteTextValueSchema(key: SiteTextKey) {
  const d: SiteTextDeclaration = SITE_TEXTS[key];
  const label = d.group === 'Hours' ? `The ${d.label.toLowerCase()}` : `The ${d.group} page's ${d.label.toLowerCase()}`;
  switch (d.kind) {
    case 'plain':
      return text(label, { max: d.max });
    case 'rich':
      return richText(label);
    case 'image':
      return z
        .number({ error: `${label} must be an image from the library, or none.` })
        .int()
        .positive()
        .nullable();
    case 'list':
      return z
        .array(pressEntry, { error: `The ${d.group} list must be a list of press entries.` })
        .max(d.max, { error: `The ${d.group} list can have at most ${d.max} entries.` });
  }
}

function siteTextZhSchema(key: SiteTextKey) {
  const d: SiteTextDeclaration = SITE_TEXTS[key];
  const label = `The Chinese ${d.group === 'Hours' ? '' : `${d.group} page's `}${d.label.toLowerCase()}`;
  const max = d.kind === 'plain' ? d.max : MAX_RICH;
  const value = z.string({ error: `${label} must be text.` }).max(max, { error: `${label} is too long.` });
  return d.kind === 'plain' ? value.trim() : value;
}

/** `version` makes a save over someone else's refused rather than mixed in. */
export const siteTextsSaveSchema = z.strictObject(
  {
    texts: z.strictObject(
      Object.fromEntries(SITE_TEXT_KEYS.map((key) => [key, siteTextValueSchema(key).optional()])) as unknown as {
        [K in SiteTextKey]: z.ZodOptional<z.ZodType<SiteTextValues[K], unknown>>;
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? `There is no site text named ${issue.keys.join(', ')}.`
            : 'The texts must be an object of site texts.',
      },
    ),
    textsZh: z
      .strictObject(
        Object.fromEntries(
          TRANSLATED_SITE_TEXT_KEYS.map((key) => [key, siteTextZhSchema(key).optional()]),
        ) as unknown as Record<SiteTextKey, z.ZodOptional<z.ZodString>>,
        { error: 'The Chinese texts must be an object of site texts written per language.' },
      )
      .optional(),
    version: z.string().max(100).optional(),
  },
  { error: 'The body must hold the texts to save.' },
);

export type SiteTextsSave = z.output<typeof siteTextsSaveSchema>;

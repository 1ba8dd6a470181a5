import type { SiteTextValues } from '../../../shared/site-texts.ts';
import { SHIPPING_BODY_ZH, SHIPPING_LEDE_ZH } from '../../../shared/site-texts-shipping.ts';
import type { Orm } from '../../db/client.ts';
import { siteTexts } from '../../db/schema/index.ts';
import { writeTranslations } from '../../i18n/translations.ts';
import { PRIVACY_BODY_ZH, TERMS_BODY_ZH } from './zh-legal.ts';

/** The demo's page texts in Chinese (site_texts rows in 'zh'), and the site settings' opening hours. */

type TranslatableKey = Exclude<keyof SiteTextValues, 'heroImage' | 'findUsIn'>;

export const SITE_TEXTS_ZH: Record<TranslatableKey, string> = {
  heroHeading: '来自朝鲜的艺术，在北京展出',
  heroLead: '自1993年起与我们合作的艺术家们的油画、木刻、刺绣和宣传画，以及讲述他们故事的影片与图书。',
  heroShopButton: '浏览商店',
  heroExploreButton: '探索收藏',
  founderHeading: '与朝鲜艺术家同行三十年',
  founderText:
    '工作室创立于1993年，2008年起在北京设有画廊。\n一切始于一次平壤之行：去看那座城市的公共艺术，又在一位画家的画室里度过了一个下午。一百多次往返之后，我们的做法始终未变：直接与艺术家合作，与创作者本人一起挑选每一件作品。',
  aboutLede: '一家由英国人经营、位于北京的画廊和工作室，自1993年起与朝鲜艺术家合作，独立于朝鲜政府。',
  aboutText:
    '工作室1993年创立于北京，2008年在北京开设画廊。三十年来，我们一次次前往朝鲜，在艺术家的画室里与他们见面，把他们的油画、木刻、刺绣和宣传画设计带给来自世界各地的观众。\n我们由英国人经营，独立于朝鲜政府。我们展出的每一件作品都直接来自艺术家及其创作室，并附有画廊出具的来源证书。',
  missionText:
    '我们相信，艺术是通往一个封闭国家为数不多的敞开之门。我们的目标是把朝鲜艺术当作艺术来展示：让作品和创作它们的人自己说话，并为艺术家在国境之外赢得观众和收入。\n在画廊之外，我们还拍摄影片、出版图书、策划展览，让观众在墙上看到的作品都有其来龙去脉。',
  purchaseText: '原作油画、版画和宣传画均可出售。选好作品，从购物车发送询价，我们的工作人员会与您商定付款和运输事宜。',
  exhibitionsText: '我们在北京和海外策划展览，从水墨山水到宣传画创作室的作品。',
  filmsText: '与朝鲜摄制组合作拍摄的纪录片和故事片，在世界各地的电影节和电视台放映。',
  publicationsText: '关于朝鲜艺术、设计和电影的图书与图录，与艺术家们一同写成。',
  aboutFounderHeading: '创始人的故事',
  aboutFounderText:
    '创始人1989年来到北京学习中文，从此留了下来。1993年第一次去平壤，本是为了看那里的公园和公共艺术，此后又去了一百多次，大部分时间都在艺术家的画室里，谈论他们的作品，一起挑选作品。\n最初只是装在行李箱里带回的几幅画，后来有了工作室，有了电影和图书，2008年又在798艺术区开设了画廊。创始人至今仍常去拜访艺术家，画廊展出的每一件作品都由他亲自挑选。',
  hoursNote: '画廊开放时间：{hours}。',
  hoursHeading: '开放时间',
  privacyLede: '我们尽可能少地保存您的信息：只保存您发给我们的内容，只用于答复您，绝不出售，也绝不用于广告。',
  privacyBody: PRIVACY_BODY_ZH,
  termsLede: '在我们这里购买作品是一次沟通，而不是一次结账：以下条款说明具体流程，以及您可以如何使用本网站上的图片。',
  termsBody: TERMS_BODY_ZH,
  shippingLede: SHIPPING_LEDE_ZH,
  shippingBody: SHIPPING_BODY_ZH,
};

/** The site settings' fields in Chinese (entry_translations, type 'site-settings', entry 0). */
export const SITE_SETTINGS_ZH = {
  hoursGallery: '周一至周五 上午10点至下午5点',
  hoursStudio: '周一至周五 上午10点至下午6点，或预约参观',
};

export function seedChineseSiteTexts(orm: Orm, at: Date) {
  const rows = Object.entries(SITE_TEXTS_ZH).map(([key, value]) => ({ key, lang: 'zh', value, updatedAt: at }));
  orm.insert(siteTexts).values(rows).onConflictDoNothing().run();
  writeTranslations(orm, 'site-settings', 0, 'zh', SITE_SETTINGS_ZH);
}

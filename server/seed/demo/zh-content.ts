import { p } from './types.ts';
import { zhDemo } from './zh-artists.ts';

/** Demo entries in Chinese by slug and field; a few stay English only, to show an unpublished translation. */

export type FieldsZh = Record<string, string>;

const VENUE = '大同画廊，北京798艺术区';

export const COLLECTIONS_ZH: Record<string, FieldsZh> = {
  'mountains-and-rivers': {
    title: '山川',
    short_description: '油画、水墨与木刻中的群峰、江河与村落。',
    long_description:
      p('山是朝鲜绘画最古老、也最受喜爱的题材。本收藏汇集了描绘巍巍群山及山下村落的油画、朝鲜画与木刻。') +
      p('作品随艺术家的新作陆续加入；如想了解尚未在网上展示的作品，欢迎垂询。'),
    metaDescription: zhDemo('描绘山川的风景画与版画。'),
  },
  'posters-of-work-and-harvest': {
    title: '劳动与丰收宣传画',
    short_description: '手绘宣传画原稿及授权复制品。',
    long_description:
      p('宣传画在付印之前都先由手工绘制，原稿很少离开创作室。本收藏包括两代宣传画家的设计原稿与复制品。') +
      p('复制品印在厚哑光纸上，卷起装入纸筒寄送。'),
    metaDescription: zhDemo('以劳动、丰收与四季为题的宣传画原稿及复制品。'),
  },
  'city-and-shore': {
    title: '城市与海岸',
    short_description: '夜色中的首都，白昼里的渔港。',
    long_description: p(
      '两位画家，两种风景：首都的万家灯火，东海岸的港湾。城市油画与大海水彩并排悬挂，原来它们共用一套蓝与铜的色调。',
    ),
    metaDescription: zhDemo('城市风景油画与海景水彩。'),
  },
};

export const EXHIBITIONS_ZH: Record<string, FieldsZh> = {
  'brush-and-mountain': {
    title: '笔与山',
    subtitle: '三代画家的朝鲜画山水',
    introduction: p('“笔与山”在画廊北京空间展出，汇集了1949年至1985年间出生的画家的水墨山水。'),
    body:
      p(
        '这次展览追问：当每一代人都向上一代学习时，一种传统会如何变化？年长的画家用许多干笔积出山形，年轻一代则偏爱大片渲染和留白。',
      ) + p('一个展厅陈列了以梨木刻成的同一片山脉的木刻，一部短片则记录了一幅画从最初的草图到最后钤印的全过程。'),
    metaDescription: zhDemo('三代画家的水墨山水展。'),
    venue: VENUE,
  },
  'the-poster-studio': {
    title: '宣传画创作室',
    subtitle: '1990年至2020年的设计原稿及其印刷品',
    introduction: p('画廊将手绘宣传画原稿与据此印制的宣传画并列展出。'),
    body:
      p(
        '并排看时，原稿揭示出印刷所掩盖的东西：铅笔辅助线、白色水粉的修改痕迹，以及凭眼力调出、印刷机只能近似还原的色彩。',
      ) + p('展览还陈列了一间宣传画创作室日常使用的画笔、直尺和模板。'),
    metaDescription: zhDemo('手绘宣传画原稿与印刷宣传画展。'),
    venue: '大同画廊项目空间，北京798艺术区',
  },
  'lights-of-the-capital': {
    title: '首都之光',
    subtitle: '郑顺玉城市绘画展',
    introduction: p('郑顺玉新作油画个展。她描绘各种光线下的城市，从江上的黎明到深夜。'),
    body:
      p('二十幅油画记录了同一段江堤一年间的样子。画家每次都在同一扇窗前作画，变化的只有光线和季节。') +
      p('展览还展出了生活、工作在江边的人们的肖像。'),
    metaDescription: zhDemo('郑顺玉城市绘画个展。'),
    venue: VENUE,
  },
};

export const FILMS_ZH: Record<string, FieldsZh> = {
  'a-year-in-the-studio': {
    title: '画室一年',
    subtitle: '四位画家，四个季节',
    short_description: p('一部纪录片，跟随四位画家走过一年的创作，从第一张草图到展览开幕。'),
    introduction: '画廊的第一部长篇纪录片，历时十二个月拍摄。',
    synopsis:
      p('春天，一位油画家走在他画了四十年的山脊上；夏天，一位水彩画家在码头上等待船队归来。') +
      p('到了冬天，四人一起布展，影片追问：这一年的观看给了他们什么？'),
    metaDescription: zhDemo('记录四位画家一年创作的纪录片。'),
  },
  'cutting-the-block': {
    title: '刻版',
    subtitle: '一位版画家的工作',
    short_description: p('一部关于木刻版画家韩光日及一幅版画诞生过程的短片。'),
    introduction: '在艺术家的工作室里用一个冬天拍摄的黑白影片。',
    synopsis: p('影片跟随一幅版画，从挑选梨木到拓印完第五十张，由版画家亲口讲述每一个步骤。'),
    metaDescription: zhDemo('关于一位木刻版画家工作的短片。'),
  },
};

export const PUBLICATIONS_ZH: Record<string, FieldsZh> = {
  'brush-and-mountain-catalogue': {
    title: '笔与山',
    subtitle: '展览图录',
    short_description: '2024年朝鲜画山水展的图录。',
    long_description:
      p('收录展览全部作品的彩色图版，并附有关于水墨山水传统及其传授的文章。') + p('中英双语。160页，锁线装订。'),
    publisher: '画廊出版，北京',
    metaDescription: zhDemo('“笔与山”展览图录。'),
  },
  'posters-for-every-season': {
    title: '四季宣传画',
    subtitle: '公共设计三十年',
    short_description: '1990年至2020年公共宣传画的视觉史。',
    long_description:
      p('两百幅宣传画，其中许多据手绘原稿复制，按季节和主题编排。') +
      p('书中收录对宣传画家的访谈，讲述他们的训练与技法。240页。'),
    publisher: '红灯笼出版社',
    metaDescription: zhDemo('关于三十年宣传画设计的图书。'),
  },
  'painting-the-east-coast': {
    title: '画东海岸',
    subtitle: '崔恩京水彩作品',
    short_description: '第一部关于水彩画家崔恩京的专著。',
    long_description: p('六十幅描绘港湾、渔船与大海的水彩，每幅均附画家的创作笔记。') + p('横开本，120页。'),
    publisher: '画廊出版，北京',
    metaDescription: zhDemo('崔恩京水彩作品专著。'),
  },
};

export const BLOG_POSTS_ZH: Record<string, FieldsZh> = {
  'new-woodcuts-from-han-kwang-il': {
    title: '韩光日木刻新作',
    subtitle: '一组冬景系列已抵达北京',
    body:
      p(
        '本周，韩光日的三幅新版画运抵画廊，每幅版数均不超过五十。白雪、红顶和田垄——这是版画家最爱的季节，以三块木版套印而成。',
      ) + p('这些版画自周二起在画廊展出，网上商店也已上架。'),
    metaDescription: zhDemo('韩光日冬景木刻新作在画廊展出。'),
  },
  'caring-for-works-on-paper': {
    title: '如何保养纸本作品',
    subtitle: '光照、湿度与装裱',
    body:
      p(
        '水墨画、水彩和版画只要避开强光与潮湿，便可保存数百年。请将作品挂在远离窗户的位置，装裱时使用防紫外线玻璃，并将室内相对湿度保持在40%至60%之间。',
      ) + p('我们在北京合作的装裱师乐于提供建议；询价时请告诉我们。'),
    metaDescription: zhDemo('水墨画、水彩与版画的保养建议。'),
  },
  'visiting-the-gallery-in-winter': {
    title: '冬季来画廊参观',
    subtitle: '开放时间与展览内容',
    body:
      p('整个冬季，画廊周一至周五上午10点至下午5点开放，前厅新换上了一批城市绘画。') +
      p('如果您从外地远道而来，请先与我们联系，我们会确保您想看的作品已经陈列出来。'),
    metaDescription: zhDemo('画廊冬季开放时间与展览。'),
  },
};

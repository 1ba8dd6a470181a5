import { zhDemo } from './zh-artists.ts';

/** Demo works in Chinese; two stay English only and one lacks a description, so every bilingual state shows. */

export type WorkZh = { title: string; description?: string; metaDescription: string };

const CERTIFICATE = '<p>每件作品均附有画廊出具的来源证书。</p>';
const about = (text: string) => `<p>${text}</p>${CERTIFICATE}`;

export const SHOP_ITEMS_ZH: Record<string, WorkZh> = {
  'morning-mist-over-mount-kumgang': {
    title: '初秋金刚山山脊的晨雾',
    description: about('第一抹秋色染上高坡，薄雾在赭色的山脊间缓缓飘移。'),
    metaDescription: zhDemo('李哲俊的秋日山景油画。'),
  },
  'red-sun-over-the-eastern-peaks': {
    title: '东峰红日',
    description: about('一轮红日从蓝灰色的群山后升起，山峦一重比一重淡。'),
    metaDescription: zhDemo('李哲俊布面油画，蓝色群山上的黎明。'),
  },
  'pine-slopes-in-high-summer': {
    title: '盛夏松坡',
    description: about('夏日青山向山谷延伸，近处的山坡上立着一排墨绿的松树。'),
    metaDescription: zhDemo('李哲俊布面油画，松树掩映的夏日青山。'),
  },
  'magnolias-in-a-green-vase': {
    title: '绿瓶玉兰',
    description: about('长枝上的粉色花朵从深绿色的花瓶中探出，映衬着浅色的墙面。'),
    metaDescription: zhDemo('金英淑朝鲜画，绿瓶中的粉色花朵。'),
  },
  'autumn-chrysanthemums': {
    title: '秋菊',
    description: about('锈红与朱红的菊花，以湿画法绘成，花瓣彼此柔和地晕染。'),
    metaDescription: zhDemo('金英淑朝鲜画，锈红与朱红的菊花。'),
  },
  'plum-blossom-and-the-first-thaw': {
    title: '山村初春解冻时的梅花',
    description: about('寒冷清晨里的早梅：墨线勾出枝干，淡彩染出花朵。'),
    metaDescription: zhDemo('金英淑水墨淡彩梅花。'),
  },
  'let-us-bring-in-a-bumper-harvest': {
    title: '争取大丰收！',
    description: about('金色光芒、红星与红绿色带，以经典宣传画的风格礼赞丰收。'),
    metaDescription: zhDemo('朴明华金、红、绿三色丰收宣传画。'),
  },
  'forward-to-the-sea': {
    title: '向大海进军：多造渔船',
    description: about('米色与藏青色带之上，一面深红的旗帜和一颗金星召唤船队出海。'),
    metaDescription: zhDemo('朴明华红金两色渔业宣传画。'),
  },
  'plant-trees-on-every-hill': {
    title: '绿化每一座山',
    description: about('一幅天蓝与翠绿的春季植树宣传画，是这位画家最温和的设计之一。'),
    metaDescription: zhDemo('朴明华蓝绿两色植树宣传画。'),
  },
  'fishing-boats-returning-at-sunset': {
    title: '夕阳归帆',
    description: about('渔船沿东海岸归来，一叶孤帆划过水面上的落日倒影。'),
    metaDescription: zhDemo('崔恩京水彩，日落海景。'),
  },
  'calm-morning-on-the-east-sea': {
    title: '东海静晨',
    description: about('海面平静，红日低悬，趁风起之前用几笔大面积的渲染画成。'),
    metaDescription: zhDemo('崔恩京水彩，清晨海景。'),
  },
  'terraced-fields-after-the-rain': {
    title: '雨后梯田',
    description: about('青黄相间的田块沿山坡层层而下，坡顶是农舍和树木。'),
    metaDescription: zhDemo('韩光日手工拓印梯田木刻。'),
  },
  'village-houses-under-snow': {
    title: '雪中村舍',
    description: about('这幅冬景版画以三块木版套印，红色屋顶在雪原中格外醒目。'),
    metaDescription: zhDemo('韩光日冬日村庄木刻。'),
  },
  'evening-lights-along-the-taedong': {
    title: '大同江畔的夜灯',
    description: about('宁静的夜晚，城中的灯窗与一弯淡月倒映在江面上。'),
    metaDescription: zhDemo('郑顺玉城市夜景油画。'),
  },
  'new-towers-in-the-morning-sun': {
    title: '朝阳下的新公寓楼',
    description: about('红日升入桃色的天空，蓝色高楼和一座高耸的金字塔形建筑矗立在江边。'),
    metaDescription: zhDemo('郑顺玉城市晨景油画。'),
  },
  'portrait-of-a-young-textile-worker': {
    title: '青年纺织女工像',
    description: about('以简化的形体画成的半身像，人物面带微笑，身后是一圈暖色的光晕。'),
    metaDescription: zhDemo('郑顺玉油画肖像。'),
  },
  'save-electricity-every-day': {
    title: '家家户户、每个单位，天天节约用电',
    description: about('夜蓝底色上一颗金星：这是画家为节能运动所作的设计。'),
    metaDescription: zhDemo('吴贤哲夜蓝与金色节能宣传画。'),
  },
  'greet-the-new-year-with-fresh-resolve': {
    title: '以崭新的决心迎接新年',
    description: about('红色光芒从旗帜上方的金星迸发而出：一幅传统样式的新年贺画。'),
    metaDescription: zhDemo('吴贤哲红金两色新年宣传画。'),
  },
  // A Chinese title without a Chinese description: the page shows the English description, marked as English.
  'tractor-driver-at-harvest-time': {
    title: '秋收时节的拖拉机手',
    metaDescription: zhDemo('吴贤哲宣传画色彩的木刻肖像。'),
  },
  'frozen-waterfall-in-the-myohyang-mountains': {
    title: '妙香山冰瀑',
    description: about('淡蓝灰色的群山隐入冬日的雾霭，纸面留白即是积雪。'),
    metaDescription: zhDemo('姜美兰水墨冬山。'),
  },
  'first-snow-on-the-village-fields': {
    title: '村野初雪',
    description: about('初雪落在垄沟上，红色屋顶和光秃的树木勾勒出村庄的轮廓。'),
    metaDescription: zhDemo('姜美兰水墨雪中村野。'),
  },
  'cranes-by-the-river-bend': {
    title: '冬日午后江湾静憩的仙鹤',
    description: about('柔和的灰色山丘与低垂的红日，以传统水墨技法画在桑皮纸上。'),
    metaDescription: zhDemo('姜美兰水墨冬日江景。'),
  },
};

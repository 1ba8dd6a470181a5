import { p } from './types.ts';

/** Demo artists in Chinese (issue 19); `revised` is the Revised Romanization, not the English pages' spelling. */

export type ArtistZh = {
  name: string;
  hangul: string;
  /** Only where the traditional characters differ from the simplified Chinese name. */
  hanja?: string;
  revised: string;
  /** A corrected sort key, where the generated one reads a surname as a common word. */
  pinyinKey?: string;
  bio: string;
  metaDescription: string;
};

export const zhDemo = (text: string) => `演示：${text}`;

export const ARTISTS_ZH: Record<string, ArtistZh> = {
  'ri-chol-jun': {
    name: '李哲俊',
    hangul: '리철준',
    revised: 'Ri Cheol-jun',
    bio:
      p('李哲俊1958年生于东北部的一座矿业小城，四十年来一直以油画描绘山岳。') +
      p('他以层层薄涂堆叠起一道道山脊，最远的峰峦仿佛消融在光里。') +
      p('他的画稿多来自长途徒步时的写生，每幅作品都要在冬季回到画室里慢慢完成。'),
    metaDescription: zhDemo('李哲俊，以层叠山景见长的油画家。'),
  },
  'kim-yong-suk': {
    name: '金英淑',
    hangul: '김영숙',
    revised: 'Gim Yeong-suk',
    bio:
      p('金英淑生于1964年，是朝鲜画（在纸上以水墨和色彩作画的朝鲜传统绘画）的名家。') +
      p('她的花卉写生一气呵成，每一片花瓣都是饱蘸颜色的一笔。') +
      p('她在一家地方美术创作室指导年轻画家，也经常在北京展出作品。'),
    metaDescription: zhDemo('金英淑，擅画花卉与静物的朝鲜画画家。'),
  },
  'pak-myong-hwa': {
    name: '朴明华',
    hangul: '박명화',
    hanja: '朴明華',
    revised: 'Bak Myeong-hwa',
    // As a surname 朴 is Piáo; read as a word (朴素) it is pǔ, which is what the generated key says.
    pinyinKey: 'piao2 ming2 hua2',
    bio:
      p('朴明华生于1971年，自上世纪九十年代初起从事宣传画设计。') +
      p('他的构图依靠大胆的斜线、放射的光芒和寥寥几种平涂色块，每一稿都先用水粉手绘，再付印刷。') +
      p('画廊收藏有他的一批设计原稿及授权复制品。'),
    metaDescription: zhDemo('朴明华，以大胆斜线与平涂色彩著称的宣传画设计师。'),
  },
  'choe-un-gyong': {
    name: '崔恩京',
    hangul: '최은경',
    revised: 'Choe Eun-gyeong',
    bio:
      p('崔恩京生于1980年，在东海岸长大，用水彩描绘大海。') +
      p('她偏爱日落前后的那一个小时：渔船归港，海水泛起铜色。') +
      p('她的作品曾在平壤、北京和沈阳的联展中展出。'),
    metaDescription: zhDemo('崔恩京，描绘东海岸与渔船的水彩画家。'),
  },
  'han-kwang-il': {
    name: '韩光日',
    hangul: '한광일',
    hanja: '韓光日',
    revised: 'Han Gwang-il',
    bio:
      p('韩光日生于1949年，是画廊代理的资深版画家之一。') +
      p('他用梨木刻版、手工拓印，版数很少，每一张都由他亲自编号。') +
      p('乡村、梯田和四季的变化，始终是他创作的主题。'),
    metaDescription: zhDemo('韩光日，刻画乡村与田野的木刻版画家。'),
  },
  'jong-sun-ok': {
    name: '郑顺玉',
    hangul: '정순옥',
    hanja: '鄭順玉',
    revised: 'Jeong Sun-ok',
    bio:
      p('郑顺玉生于1976年，描绘首都的江堤、新建的公寓楼，以及在工厂和办公室里工作的人们。') +
      p('她笔下千窗灯火的夜景，是画廊里最常被问及的作品之一。'),
    metaDescription: zhDemo('郑顺玉，创作城市风景与肖像的油画家。'),
  },
  'o-hyon-chol': {
    name: '吴贤哲',
    hangul: '오현철',
    hanja: '吳賢哲',
    revised: 'O Hyeon-cheol',
    bio:
      p('吴贤哲生于1985年，属于最年轻一代的宣传画家。') +
      p('他在宣传画设计与木刻之间往来，把一种媒介的图形力量带入另一种。') +
      p('丰收、能源和新年是他近期系列中反复出现的主题。'),
    metaDescription: zhDemo('吴贤哲，宣传画家、版画家。'),
  },
  'kang-mi-ran': {
    name: '姜美兰',
    hangul: '강미란',
    hanja: '姜美蘭',
    revised: 'Gang Mi-ran',
    bio:
      p('姜美兰生于1968年，以水墨在纸上描绘山景，大多是冬景。') +
      p('雪让她可以留白；她说，白是一幅画里最难的部分。') +
      p('她每年都有一段时间在妙香山写生。'),
    metaDescription: zhDemo('姜美兰，擅画冬日山景的朝鲜画画家。'),
  },
};

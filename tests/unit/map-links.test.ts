import { describe, expect, test } from 'vitest';
import { mapLinks } from '../../client/lib/map-links.ts';
import { inLang } from '../../server/i18n/context.ts';

describe("the contact section's 'Open in' links", () => {
  const links = new Map(
    mapLinks({ latitude: 39.984, longitude: 116.495, name: 'Taedong Gallery' }).map((l) => [
      l.service,
      new URL(l.href),
    ]),
  );

  test('Amap gets longitude first and is told the point is WGS-84', () => {
    const amap = links.get('Amap');
    expect(amap?.origin + (amap?.pathname ?? '')).toBe('https://uri.amap.com/marker');
    expect(amap?.searchParams.get('position')).toBe('116.495,39.984');
    expect(amap?.searchParams.get('coordinate')).toBe('wgs84');
  });

  test('Baidu gets latitude first and coord_type=wgs84', () => {
    const baidu = links.get('Baidu Maps');
    expect(baidu?.origin + (baidu?.pathname ?? '')).toBe('https://api.map.baidu.com/marker');
    expect(baidu?.searchParams.get('location')).toBe('39.984,116.495');
    expect(baidu?.searchParams.get('coord_type')).toBe('wgs84');
    expect(baidu?.searchParams.get('output')).toBe('html');
  });

  test('Apple and Google take WGS-84 as it is', () => {
    expect(links.get('Apple Maps')?.searchParams.get('ll')).toBe('39.984,116.495');
    expect(links.get('Google Maps')?.searchParams.get('query')).toBe('39.984,116.495');
    expect(links.get('Google Maps')?.searchParams.get('api')).toBe('1');
  });

  test('names are encoded, not pasted into the address', () => {
    const [amap] = mapLinks({ latitude: 1, longitude: 2, name: '大同 & Co' });
    expect(new URL(amap?.href ?? '').searchParams.get('name')).toBe('大同 & Co');
  });

  test('a Chinese page names the services as visitors there know them', () => {
    const services = inLang('zh', () => mapLinks({ latitude: 1, longitude: 2, name: '大同画廊' })).map(
      (l) => l.service,
    );
    expect(services).toEqual(['高德地图', '百度地图', '苹果地图', '谷歌地图']);
  });
});

// Stored in WGS-84; Amap (coordinate=wgs84) and Baidu (coord_type=wgs84) must be told, as they use China's shifted systems.

import { t } from '#shared/messages/index';

export type MapPoint = { latitude: number; longitude: number; name: string };

export type MapLink = { service: string; href: string };

const fixed = (n: number) => String(Number(n.toFixed(6)));

export function mapLinks({ latitude, longitude, name }: MapPoint): MapLink[] {
  const lat = fixed(latitude);
  const lng = fixed(longitude);
  const amap = new URL('https://uri.amap.com/marker');
  amap.search = new URLSearchParams({
    position: `${lng},${lat}`,
    name,
    coordinate: 'wgs84',
    callnative: '0',
  }).toString();
  const baidu = new URL('https://api.map.baidu.com/marker');
  baidu.search = new URLSearchParams({
    location: `${lat},${lng}`,
    title: name,
    content: name,
    output: 'html',
    coord_type: 'wgs84',
    src: 'webapp.gallery.contact',
  }).toString();
  const apple = new URL('https://maps.apple.com/');
  apple.search = new URLSearchParams({ ll: `${lat},${lng}`, q: name }).toString();
  const google = new URL('https://www.google.com/maps/search/');
  google.search = new URLSearchParams({ api: '1', query: `${lat},${lng}` }).toString();
  return [
    { service: t('about.map.amap'), href: amap.toString() },
    { service: t('about.map.baidu'), href: baidu.toString() },
    { service: t('about.map.apple'), href: apple.toString() },
    { service: t('about.map.google'), href: google.toString() },
  ];
}

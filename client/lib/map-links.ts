/**
 * 'Open in' links for the gallery's map point, stored in WGS-84 (what a phone's GPS reports). Amap and Baidu
 * work in China's own shifted systems, so each is told the coordinates are WGS-84 by its own parameter
 * (`coordinate=wgs84` for Amap's URI API, `coord_type=wgs84` for Baidu's marker API) and converts them;
 * Apple Maps and Google Maps take WGS-84 as it is. Each service is named as the page's language names it
 * (高德地图 and 百度地图 on Chinese pages, as visitors there know them).
 */

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

// Only https YouTube, Vimeo and Bilibili ids in the player's own alphabet, so a crafted address frames nothing else;
// server/middleware/security-headers.ts allows exactly these in frame-src. Bilibili plays in mainland China.

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{4,12}$/;
const VIMEO_PRIVATE_HASH = /^[0-9a-f]{6,20}$/;
const BILIBILI_HOSTS = new Set(['bilibili.com', 'www.bilibili.com', 'm.bilibili.com']);
const BILIBILI_ID = /^BV[0-9A-Za-z]{10}$/;

export const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com/embed/';
export const VIMEO_EMBED = 'https://player.vimeo.com/video/';
export const BILIBILI_EMBED = 'https://player.bilibili.com/player.html';

export const PLAYER_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://player.bilibili.com',
] as const;

export function videoEmbedUrl(address: string | null | undefined): string | null {
  const url = parse(address);
  if (!url) return null;
  const [first, second, third] = url.pathname.split('/').filter(Boolean);

  if (YOUTUBE_HOSTS.has(url.hostname)) {
    const inPath = first === 'embed' || first === 'shorts' || first === 'live';
    return youtube(first === 'watch' ? url.searchParams.get('v') : inPath ? second : null, url.searchParams);
  }
  if (url.hostname === 'youtu.be') return youtube(first, url.searchParams);
  if (url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com') return vimeo(first, second);
  if (url.hostname === 'player.vimeo.com' && first === 'video')
    return vimeo(second, url.searchParams.get('h') ?? third);
  // bilibili.com/video/BV…, with ?p=N for a later part of a multi-part upload.
  if (BILIBILI_HOSTS.has(url.hostname) && first === 'video') return bilibili(second, url.searchParams.get('p'));
  if (url.hostname === 'player.bilibili.com') return bilibili(url.searchParams.get('bvid'), url.searchParams.get('p'));
  return null;
}

function parse(address: string | null | undefined): URL | null {
  try {
    const url = new URL((address ?? '').trim());
    return url.protocol === 'https:' && !url.username && !url.password && !url.port ? url : null;
  } catch {
    return null;
  }
}

function youtube(id: string | null | undefined, params: URLSearchParams): string | null {
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = seconds(params.get('t') ?? params.get('start'));
  return `${YOUTUBE_EMBED}${id}${start ? `?start=${start}` : ''}`;
}

function vimeo(id: string | undefined, hash: string | null | undefined): string | null {
  if (!id || !VIMEO_ID.test(id)) return null;
  return `${VIMEO_EMBED}${id}${hash && VIMEO_PRIVATE_HASH.test(hash) ? `?h=${hash}` : ''}`;
}

function bilibili(id: string | null | undefined, part: string | null): string | null {
  if (!id || !BILIBILI_ID.test(id)) return null;
  const page = part && /^\d{1,4}$/.test(part) && part !== '1' ? `&p=${part}` : '';
  return `${BILIBILI_EMBED}?bvid=${id}${page}&autoplay=0`;
}

export type VideoChoice = { address: string; src: string };

export function videoChoices(
  address: string | null | undefined,
  chinaAddress: string | null | undefined,
  lang: string,
): VideoChoice[] {
  const ordered = lang === 'zh' ? [chinaAddress, address] : [address, chinaAddress];
  const choices: VideoChoice[] = [];
  for (const candidate of ordered) {
    const src = videoEmbedUrl(candidate);
    if (src && candidate && !choices.some((choice) => choice.src === src)) {
      choices.push({ address: candidate.trim(), src });
    }
  }
  return choices;
}

// A frame's load event fires even when its host was unreachable, so a small image on the host tells instead.
export function playerProbe(src: string): string | null {
  if (!src.startsWith(YOUTUBE_EMBED)) return null;
  const id = src.slice(YOUTUBE_EMBED.length).split('?')[0];
  return id ? `https://i.ytimg.com/vi/${id}/default.jpg` : null;
}

function seconds(value: string | null): number {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value ?? '');
  if (!match) return 0;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

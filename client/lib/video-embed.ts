/**
 * The address of the player frame for a video address staff entered (SPEC 3 'Blog post': 'watch' in the
 * address is turned into 'embed' for the frame), or null when it is not a video page we may frame: then the
 * page shows a plain link instead.
 *
 * Only https addresses of YouTube and Vimeo, and only an id in the player's own alphabet, so a crafted
 * address cannot load anything else into the frame; server/lib/security-headers.ts allows exactly these
 * players in frame-src. YouTube videos play from youtube-nocookie.com, its privacy-enhanced mode, which sets
 * no cookies before a visitor presses play.
 */

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

export const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com/embed/';
export const VIMEO_EMBED = 'https://player.vimeo.com/video/';

export function videoEmbedUrl(address: string | null | undefined): string | null {
  const url = parse(address);
  if (!url) return null;
  const [first, second, third] = url.pathname.split('/').filter(Boolean);

  if (YOUTUBE_HOSTS.has(url.hostname)) {
    // youtube.com/watch?v=ID, or the id in the path of /embed/ID, /shorts/ID and /live/ID.
    const inPath = first === 'embed' || first === 'shorts' || first === 'live';
    return youtube(first === 'watch' ? url.searchParams.get('v') : inPath ? second : null, url.searchParams);
  }
  if (url.hostname === 'youtu.be') return youtube(first, url.searchParams);
  if (url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com') return vimeo(first, second);
  if (url.hostname === 'player.vimeo.com' && first === 'video')
    return vimeo(second, url.searchParams.get('h') ?? third);
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

/** An unlisted Vimeo video needs its hash ('vimeo.com/123/abc' becomes '?h=abc'). */
function vimeo(id: string | undefined, hash: string | null | undefined): string | null {
  if (!id || !VIMEO_ID.test(id)) return null;
  return `${VIMEO_EMBED}${id}${hash && VIMEO_PRIVATE_HASH.test(hash) ? `?h=${hash}` : ''}`;
}

/** A YouTube start time ('90', '90s', '1m30s', '1h2m3s') in whole seconds; anything else is ignored. */
function seconds(value: string | null): number {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value ?? '');
  if (!match) return 0;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

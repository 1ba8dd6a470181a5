import { describe, expect, test } from 'vitest';
import {
  BILIBILI_EMBED,
  PLAYER_ORIGINS,
  playerProbe,
  VIMEO_EMBED,
  videoChoices,
  videoEmbedUrl,
  YOUTUBE_EMBED,
} from '../../client/lib/video-embed.ts';
import { CONTENT_SECURITY_POLICY } from '../../server/middleware/security-headers.ts';

const YT = 'https://www.youtube-nocookie.com/embed/';

describe('videoEmbedUrl: YouTube', () => {
  test("a 'watch?v=' address becomes the /embed/ form", () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(`${YT}dQw4w9WgXcQ`);
    expect(videoEmbedUrl('https://youtube.com/watch?feature=share&v=demoVideo01')).toBe(`${YT}demoVideo01`);
    expect(videoEmbedUrl('https://m.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(`${YT}dQw4w9WgXcQ`);
    expect(videoEmbedUrl('  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ')).toBe(`${YT}dQw4w9WgXcQ`);
  });

  test('short links, shorts and addresses already in embed form give the same frame', () => {
    for (const address of [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(videoEmbedUrl(address)).toBe(`${YT}dQw4w9WgXcQ`);
    }
  });

  test('a start time is kept, in seconds', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90')).toBe(`${YT}dQw4w9WgXcQ?start=90`);
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ?t=1m30s')).toBe(`${YT}dQw4w9WgXcQ?start=90`);
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ?t=1h0m5s')).toBe(`${YT}dQw4w9WgXcQ?start=3605`);
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ?t=soon')).toBe(`${YT}dQw4w9WgXcQ`);
  });

  test('an id outside the player alphabet, or no id, gives no frame', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=abc"><script>')).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=../../x')).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/watch')).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/channel/UC123456')).toBeNull();
  });
});

describe('videoEmbedUrl: Vimeo', () => {
  test('a video page becomes the player address, with the hash of an unlisted video', () => {
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://vimeo.com/76979871/8272103f6e')).toBe(
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
    );
    expect(videoEmbedUrl('https://player.vimeo.com/video/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://vimeo.com/channels/staffpicks')).toBeNull();
  });
});

describe('videoEmbedUrl: Bilibili', () => {
  const BV = 'BV1GJ411x7h7';
  test('a video page becomes the player address with autoplay off, keeping a later part', () => {
    expect(videoEmbedUrl(`https://www.bilibili.com/video/${BV}`)).toBe(`${BILIBILI_EMBED}?bvid=${BV}&autoplay=0`);
    expect(videoEmbedUrl(`https://www.bilibili.com/video/${BV}/?spm_id_from=333.1007`)).toBe(
      `https://player.bilibili.com/player.html?bvid=${BV}&autoplay=0`,
    );
    expect(videoEmbedUrl(`https://m.bilibili.com/video/${BV}?p=3`)).toBe(`${BILIBILI_EMBED}?bvid=${BV}&p=3&autoplay=0`);
    expect(videoEmbedUrl(`https://player.bilibili.com/player.html?bvid=${BV}&autoplay=1`)).toBe(
      `${BILIBILI_EMBED}?bvid=${BV}&autoplay=0`,
    );
  });

  test('an id that is not a BV id, or another bilibili page, gives no frame', () => {
    expect(videoEmbedUrl('https://www.bilibili.com/video/av170001')).toBeNull();
    expect(videoEmbedUrl('https://www.bilibili.com/video/BV1"><x>')).toBeNull();
    expect(videoEmbedUrl('https://space.bilibili.com/123456')).toBeNull();
    expect(videoEmbedUrl(`https://www.bilibili.com.evil.example/video/${BV}`)).toBeNull();
  });
});

describe('videoEmbedUrl: anything else', () => {
  test('other hosts, plain http, look-alike hosts and non-addresses give no frame', () => {
    for (const address of [
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://user@www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
      'www.youtube.com/watch?v=dQw4w9WgXcQ',
      '',
      null,
      undefined,
    ]) {
      expect(videoEmbedUrl(address)).toBeNull();
    }
  });
});

test("every player address built here is allowed by the Content-Security-Policy's frame-src", () => {
  const frameSrc = CONTENT_SECURITY_POLICY.split('; ')
    .find((directive) => directive.startsWith('frame-src '))
    ?.split(' ')
    .slice(1);
  for (const player of [YOUTUBE_EMBED, VIMEO_EMBED, BILIBILI_EMBED]) {
    expect(frameSrc).toContain(new URL(player).origin);
  }
  // And no other player: the frames allowed are exactly the captcha's and these.
  expect(frameSrc).toEqual(['https://challenges.cloudflare.com', ...PLAYER_ORIGINS]);
});

describe('which player a page offers first', () => {
  const youtube = 'https://www.youtube.com/watch?v=demoTrail01';
  const bilibili = 'https://www.bilibili.com/video/BV1GJ411x7h7';

  test('a Chinese page prefers the address for China, every other page the main one', () => {
    expect(videoChoices(youtube, bilibili, 'zh').map((c) => c.address)).toEqual([bilibili, youtube]);
    expect(videoChoices(youtube, bilibili, 'en').map((c) => c.address)).toEqual([youtube, bilibili]);
  });

  test('an address that is no player, or the same player twice, drops out', () => {
    expect(videoChoices(youtube, 'https://example.com/video', 'zh').map((c) => c.address)).toEqual([youtube]);
    expect(videoChoices(youtube, 'https://youtu.be/demoTrail01', 'en')).toHaveLength(1);
    expect(videoChoices('', bilibili, 'en')).toEqual([{ address: bilibili, src: videoEmbedUrl(bilibili) }]);
  });

  test("only a YouTube player's host is probed, through its thumbnail", () => {
    expect(playerProbe('https://www.youtube-nocookie.com/embed/demoTrail01?start=5')).toBe(
      'https://i.ytimg.com/vi/demoTrail01/default.jpg',
    );
    expect(playerProbe('https://player.bilibili.com/player.html?bvid=BV1GJ411x7h7&autoplay=0')).toBeNull();
  });
});

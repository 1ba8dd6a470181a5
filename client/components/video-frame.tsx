import { useState } from 'react';
import type { ImageRef } from '#shared/image';
import { t } from '#shared/messages/index';
import { httpUrl } from '../lib/external-url.ts';
import { videoEmbedUrl } from '../lib/video-embed.ts';
import { ExternalLink } from './external-link.tsx';
import { Picture } from './picture.tsx';
import styles from './video-frame.module.css';

type Props = {
  /** The video address as staff entered it (a YouTube, Vimeo or Bilibili page, or any other link). */
  address: string | null | undefined;
  /** Names the frame for screen readers ('Trailer: A Year in the Studio'). */
  title: string;
  /** The text of the plain link to the video, under the player or in its place. */
  linkText: string;
  /** The site's own picture shown until the visitor asks for the player (the film's cover, the post's image). */
  poster?: ImageRef | null | undefined;
};

/**
 * A click-to-load video: our own poster with a play button, and the player's frame only once the visitor
 * presses it, so a page never waits on (or shows a black box for) a video host that is blocked where the
 * visitor is. A plain link to the video sits under it. An address that is not a player we embed is only
 * that link (so another site's address still reaches the visitor, but never inside our page).
 */
export function VideoFrame({ address, title, linkText, poster }: Props) {
  const [playing, setPlaying] = useState(false);
  const src = videoEmbedUrl(address);
  const link = httpUrl(address) ? (
    <p className={styles.link}>
      <ExternalLink href={address}>{linkText}</ExternalLink>
    </p>
  ) : null;
  if (!src) return link;
  return (
    <>
      <div className={styles.frame}>
        {playing ? (
          <iframe
            src={src}
            title={title}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            // YouTube refuses to play embeds that send no referrer; the origin alone is enough for it.
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className={styles.facade} onClick={() => setPlaying(true)}>
            {poster ? <Picture image={poster} sizes="(min-width: 60rem) 40rem, 100vw" fit="cover" decorative /> : null}
            <span className={styles.play} aria-hidden="true" />
            <span className="visually-hidden">{t('common.play', { title })}</span>
          </button>
        )}
      </div>
      {link}
    </>
  );
}

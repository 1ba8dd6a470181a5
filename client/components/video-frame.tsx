import { httpUrl } from '../lib/external-url.ts';
import { videoEmbedUrl } from '../lib/video-embed.ts';
import { ExternalLink } from './external-link.tsx';
import styles from './video-frame.module.css';

type Props = {
  /** The video address as staff entered it (a YouTube or Vimeo page, or any other link). */
  address: string | null | undefined;
  /** Names the frame for screen readers ('Trailer: A Year in the Studio'). */
  title: string;
  /** The text of the plain link shown when the address is not a player we embed. */
  linkText: string;
};

/**
 * A video player in a 16:9 frame when the address is a YouTube or Vimeo video, otherwise a plain link to it
 * (so an address of another site still reaches the visitor, but never inside our page).
 */
export function VideoFrame({ address, title, linkText }: Props) {
  const src = videoEmbedUrl(address);
  if (!src) {
    return httpUrl(address) ? (
      <p>
        <ExternalLink href={address}>{linkText}</ExternalLink>
      </p>
    ) : null;
  }
  return (
    <div className={styles.frame}>
      <iframe
        src={src}
        title={title}
        loading="lazy"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        // YouTube refuses to play embeds that send no referrer; the origin alone is enough for it.
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}

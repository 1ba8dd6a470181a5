import { useEffect, useState } from 'react';
import type { ImageRef } from '#shared/image';
import { activeLang, t } from '#shared/messages/index';
import { httpUrl } from '../lib/external-url.ts';
import { playerProbe, videoChoices } from '../lib/video-embed.ts';
import { ExternalLink } from './external-link.tsx';
import { Picture } from './picture.tsx';
import styles from './video-frame.module.css';

type Props = {
  address: string | null | undefined;
  /** Bilibili plays in mainland China, so Chinese pages play this address first. */
  chinaAddress?: string | null | undefined;
  title: string;
  linkText: string;
  poster?: ImageRef | null | undefined;
};

export const PLAYER_PATIENCE_MS = 6000;

type Signs = { frame: boolean; probe: 'none' | 'pending' | 'ok' | 'failed'; late: boolean };

const isStalled = ({ frame, probe, late }: Signs) =>
  probe === 'failed' || (late && !(frame && (probe === 'none' || probe === 'ok')));

// Click-to-load, so a page never waits on (or shows a black box for) a video host blocked where the visitor is.
export function VideoFrame({ address, chinaAddress, title, linkText, poster }: Props) {
  const choices = videoChoices(address, chinaAddress, activeLang());
  const [chosen, setChosen] = useState<number | null>(null);
  const [signs, setSigns] = useState<Signs>({ frame: false, probe: 'none', late: false });
  const current = chosen === null ? undefined : choices[chosen];
  const src = current?.src;

  useEffect(() => {
    if (!src) return;
    const probe = playerProbe(src);
    setSigns({ frame: false, probe: probe ? 'pending' : 'none', late: false });
    const timer = window.setTimeout(() => setSigns((s) => ({ ...s, late: true })), PLAYER_PATIENCE_MS);
    const image = probe ? new Image() : null;
    if (image && probe) {
      image.onload = () => setSigns((s) => ({ ...s, probe: 'ok' }));
      image.onerror = () => setSigns((s) => ({ ...s, probe: 'failed' }));
      image.src = probe;
    }
    return () => {
      window.clearTimeout(timer);
      if (image) {
        image.onload = null;
        image.onerror = null;
      }
    };
  }, [src]);

  const shown = current?.address ?? choices[0]?.address ?? address;
  const link = httpUrl(shown) ? (
    <p className={styles.link}>
      <ExternalLink href={shown}>{linkText}</ExternalLink>
    </p>
  ) : null;
  if (choices.length === 0) return link;
  const other = chosen === null ? -1 : choices.findIndex((_, index) => index !== chosen);
  return (
    <>
      <div className={styles.frame}>
        {src ? (
          <iframe
            key={src}
            src={src}
            title={title}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            // YouTube refuses to play embeds that send no referrer; the origin alone is enough for it.
            referrerPolicy="strict-origin-when-cross-origin"
            // A blocked host also fires load (with the browser's error page), so the probe has its say too.
            onLoad={() => setSigns((s) => ({ ...s, frame: true }))}
          />
        ) : (
          <button type="button" className={styles.facade} onClick={() => setChosen(0)}>
            {poster ? <Picture image={poster} sizes="(min-width: 60rem) 40rem, 100vw" fit="cover" decorative /> : null}
            <span className={styles.play} aria-hidden="true" />
            <span className="visually-hidden">{t('common.play', { title })}</span>
          </button>
        )}
      </div>
      <div role="status" className={styles.notice}>
        {current && isStalled(signs) ? (
          <>
            <p>{t('video.stalled')}</p>
            <ul className={styles.ways}>
              {other >= 0 ? (
                <li>
                  <button type="button" className="button" onClick={() => setChosen(other)}>
                    {t('video.tryOther')}
                  </button>
                </li>
              ) : null}
              <li>
                <ExternalLink href={current.address}>{t('video.openOwnPage')}</ExternalLink>
              </li>
            </ul>
          </>
        ) : null}
      </div>
      {link}
    </>
  );
}

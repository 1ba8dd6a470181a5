import styles from './rich-text.module.css';

export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={[styles.prose, className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with an allowlist
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

import { useId } from 'react';
import styles from './images.module.css';
import { IMAGE_TEXTS as T } from './texts.ts';
import ui from './upload.module.css';
import type { Pending } from './use-uploads.ts';

type Props = {
  row: Pending;
  onChange: (fields: Partial<Pending>) => void;
  onUpload: () => void;
  onRemove: () => void;
};

export function UploadRow({ row, onChange, onUpload, onRemove }: Props) {
  const id = useId();
  const busy = row.state === 'uploading' || row.state === 'queued';
  const locked = busy || row.state === 'done';
  const describe = (field: 'title' | 'alt', hint?: string) =>
    [hint, row.errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <li className={ui.uploadRow} aria-label={T.fileLabel(row.file.name)} data-state={row.state}>
      {row.preview ? (
        <img className={ui.uploadPreview} src={row.preview} alt="" />
      ) : (
        <span className={ui.uploadPreview} aria-hidden="true" />
      )}
      <div className={ui.uploadFields}>
        <p className={ui.fileName}>{T.fileLabel(row.file.name)}</p>
        {row.state === 'done' && row.image ? (
          <p className={ui.uploadDone} role="status">
            {T.uploaded(row.image.title)}
          </p>
        ) : (
          <>
            <div className={ui.uploadField}>
              <label htmlFor={`${id}-title`}>{T.title}</label>
              <input
                id={`${id}-title`}
                className="input"
                value={row.title}
                readOnly={locked}
                aria-invalid={row.errors.title ? true : undefined}
                aria-describedby={describe('title')}
                onChange={(e) =>
                  onChange({ title: e.currentTarget.value, errors: { ...row.errors, title: undefined } })
                }
              />
              {row.errors.title ? (
                <span id={`${id}-title-error`} className={ui.fieldError}>
                  {row.errors.title}
                </span>
              ) : null}
            </div>
            <div className={ui.uploadField}>
              <label htmlFor={`${id}-alt`}>{T.alt}</label>
              <span id={`${id}-alt-hint`} className={styles.hint}>
                {T.altHint}
              </span>
              <textarea
                id={`${id}-alt`}
                className="input"
                rows={2}
                value={row.alt}
                readOnly={locked}
                required
                aria-invalid={row.errors.alt ? true : undefined}
                aria-describedby={describe('alt', `${id}-alt-hint`)}
                onChange={(e) => onChange({ alt: e.currentTarget.value, errors: { ...row.errors, alt: undefined } })}
              />
              {row.errors.alt ? (
                <span id={`${id}-alt-error`} className={ui.fieldError}>
                  {row.errors.alt}
                </span>
              ) : null}
            </div>
          </>
        )}
        {row.state === 'uploading' ? (
          <div className={styles.progress}>
            <label htmlFor={`${id}-progress`}>
              {row.progress < 1 ? T.progress(Math.round(row.progress * 100)) : T.processing}
            </label>
            <progress id={`${id}-progress`} max={1} value={row.progress} />
          </div>
        ) : null}
        {row.errors.file ? (
          <p className={ui.fieldError} role="alert">
            {row.errors.file}
          </p>
        ) : null}
        {row.state === 'done' ? null : (
          <div className={ui.uploadActions}>
            <button type="button" className="button" disabled={busy} onClick={onUpload}>
              {row.state === 'failed' ? T.retry : T.upload}
            </button>
            <button type="button" className="button button-quiet" disabled={busy} onClick={onRemove}>
              {T.removeFile(row.file.name)}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

import { type DragEvent, useId, useRef, useState } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '#shared/image';
import { IMAGE_TEXTS as T } from './texts.ts';
import ui from './upload.module.css';
import { UploadRow } from './upload-row.tsx';
import type { useUploads } from './use-uploads.ts';

type Props = { uploads: ReturnType<typeof useUploads> };

export function UploadArea({ uploads }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const { pending, add, remove, patch, start, uploading } = uploads;
  const waiting = pending.filter((row) => row.state !== 'done');

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files].filter((file) => file.type.startsWith('image/') || !file.type);
    if (files.length > 0) add(files);
  };

  return (
    <section className={ui.uploadArea} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{T.uploadHeading}</h3>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer's shortcut; the button inside does the same from the keyboard */}
      <div
        className={ui.dropZone}
        data-over={over || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <span>{T.dropHint}</span>
        <button type="button" className="button button-quiet" onClick={() => input.current?.click()}>
          {T.chooseFiles}
        </button>
        <span id={`${id}-types`} className={ui.dropHint}>
          {T.fileTypes}
        </span>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          aria-describedby={`${id}-types`}
          aria-label={T.chooseFiles}
          onChange={(event) => {
            const files = event.currentTarget.files;
            if (files && files.length > 0) add(files);
            // The same file chosen again, after removing it, is a change too.
            event.currentTarget.value = '';
          }}
        />
      </div>
      {pending.length > 0 ? (
        <ul className={ui.uploadList}>
          {pending.map((row) => (
            <UploadRow
              key={row.key}
              row={row}
              onChange={(fields) => patch(row.key, fields)}
              onUpload={() => void start(row.key)}
              onRemove={() => remove(row.key)}
            />
          ))}
        </ul>
      ) : null}
      {waiting.length > 1 ? (
        <button type="button" className="button" disabled={uploading} onClick={() => void start()}>
          {T.uploadAll}
        </button>
      ) : null}
    </section>
  );
}

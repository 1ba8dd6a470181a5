import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { type ImageRef, imageMetaSchema, MAX_UPLOAD_BYTES } from '#shared/image';
import { needsRomanising, slugify } from '#shared/slug';
import { ApiError } from '../../../lib/api.ts';
import { readApiErrors } from '../../../lib/api-errors.ts';
import { afterImageChange } from '../freshness.ts';
import { rememberImage } from './queries.ts';
import { IMAGE_TEXTS } from './texts.ts';
import { uploadImage } from './upload.ts';

/** Sent one after another: the server encodes a few at a time and says 503 beyond that. */

export type PendingState = 'ready' | 'queued' | 'uploading' | 'failed' | 'done';
export type FileErrors = { title?: string; alt?: string; file?: string };
export type Pending = {
  key: string;
  file: File;
  title: string;
  alt: string;
  /** A data: address: the site's CSP allows data: images, not blob:. */
  preview: string | null;
  state: PendingState;
  progress: number;
  errors: FileErrors;
  image?: ImageRef;
};

const titleOf = (file: File) =>
  file.name
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();

async function slugOf(title: string) {
  if (!needsRomanising(title)) return slugify(title);
  const { romanise } = await import('#shared/romanise');
  return slugify(romanise(title));
}

function errorsOf(error: unknown): FileErrors {
  if (!(error instanceof ApiError)) return { file: IMAGE_TEXTS.offline };
  if (error.status === 503) return { file: IMAGE_TEXTS.busy };
  if (error.status === 413) return { file: IMAGE_TEXTS.tooBig };
  const errors: FileErrors = {};
  for (const { msg, path } of readApiErrors(error.body, {
    fallback: `The server answered ${error.status}. Try again.`,
    unnamed: 'The server refused this.',
  })) {
    // The slug comes from the title here, so a taken slug is the title's to change.
    const field = path === 'title' || path === 'slug' ? 'title' : path === 'alt' ? 'alt' : 'file';
    errors[field] ??= msg;
  }
  return errors;
}

let counter = 0;

export function useUploads(onUploaded: (image: ImageRef) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending[]>([]);
  // The rows as of the last change: an upload that ends reads and writes these, never a stale render's copy.
  const latest = useRef<Pending[]>([]);
  const running = useRef(false);
  const [isRunning, setRunning] = useState(false);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const update = useCallback((change: (rows: Pending[]) => Pending[]) => {
    latest.current = change(latest.current);
    setPending(latest.current);
  }, []);
  const patch = useCallback(
    (key: string, fields: Partial<Pending>) =>
      update((rows) => rows.map((row) => (row.key === key ? { ...row, ...fields } : row))),
    [update],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const added = [...files].map(
        (file): Pending => ({
          key: `upload-${++counter}`,
          file,
          title: titleOf(file),
          alt: '',
          preview: null,
          state: 'ready',
          progress: 0,
          errors: file.size > MAX_UPLOAD_BYTES ? { file: IMAGE_TEXTS.tooBig } : {},
        }),
      );
      update((rows) => [...rows, ...added]);
      for (const row of added) {
        if (row.file.size > MAX_UPLOAD_BYTES) continue;
        const reader = new FileReader();
        reader.onload = () => {
          if (typeof reader.result === 'string') patch(row.key, { preview: reader.result });
        };
        reader.readAsDataURL(row.file);
      }
    },
    [update, patch],
  );

  const remove = useCallback((key: string) => update((rows) => rows.filter((r) => r.key !== key)), [update]);

  const send = useCallback(
    async (row: Pending): Promise<boolean> => {
      if (row.file.size > MAX_UPLOAD_BYTES) {
        patch(row.key, { state: 'failed', errors: { file: IMAGE_TEXTS.tooBig } });
        return false;
      }
      let slug: string;
      try {
        slug = await slugOf(row.title);
      } catch {
        // The romaniser could not be loaded: the connection is the likely cause.
        patch(row.key, { state: 'failed', errors: { file: IMAGE_TEXTS.offline } });
        return false;
      }
      const checked = imageMetaSchema.safeParse({ title: row.title, alt: row.alt, slug });
      if (!checked.success) {
        const errors: FileErrors = {};
        for (const issue of checked.error.issues) {
          const field = issue.path[0] === 'alt' ? 'alt' : 'title';
          errors[field] ??= issue.message;
        }
        patch(row.key, { state: 'failed', errors });
        return false;
      }
      patch(row.key, { state: 'uploading', progress: 0, errors: {} });
      const form = new FormData();
      form.set('title', checked.data.title);
      form.set('alt', checked.data.alt);
      form.set('slug', checked.data.slug);
      form.set('img', row.file);
      try {
        const answer = await uploadImage(form, (progress) => patch(row.key, { progress }));
        rememberImage(queryClient, answer.image);
        patch(row.key, { state: 'done', progress: 1, image: answer.image });
        uploaded.current(answer.image);
        void afterImageChange(queryClient, 'added');
        return true;
      } catch (error) {
        patch(row.key, { state: 'failed', errors: errorsOf(error) });
        return false;
      }
    },
    [patch, queryClient],
  );

  const start = useCallback(
    async (only?: string) => {
      update((rows) =>
        rows.map((row) =>
          row.state !== 'done' && row.state !== 'uploading' && (only === undefined || row.key === only)
            ? { ...row, state: 'queued' }
            : row,
        ),
      );
      if (running.current) return;
      running.current = true;
      setRunning(true);
      try {
        for (;;) {
          // Read afresh each time: a title or alt text typed while the one before was sent goes along.
          const next = latest.current.find((row) => row.state === 'queued');
          if (!next) break;
          await send(next);
        }
      } finally {
        running.current = false;
        setRunning(false);
      }
    },
    [send, update],
  );

  const uploading = isRunning || pending.some((row) => row.state === 'uploading');
  return { pending, add, remove, patch, start, uploading };
}

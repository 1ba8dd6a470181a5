import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { FocalPoint, ImageRef } from '#shared/image';
import {
  ACCEPTED_IMAGE_TYPES,
  imageMetaSchema,
  imageUpdateSchema,
  MAX_UPLOAD_BYTES,
  UPLOAD_FAILED,
} from '#shared/image';
import { slugify, slugifyTyping } from '#shared/slug';
import { ApiError, api, unwrap } from '../../../lib/api.ts';
import { errorsOf } from '../api.ts';
import { deriveSlug } from '../form/derive-slug.ts';
import formStyles from '../form/form.module.css';
import { DashboardLink, SaveAndErrors } from '../form/form-parts.tsx';
import { useUnsavedChangesWarning } from '../form/unsaved-changes.ts';
import { afterImageChange } from '../freshness.ts';
import { FocalPointPicker, framedSize } from './focal-point.tsx';
import styles from './images.module.css';
import { uploadImage } from './upload.ts';

type Fields = { title: string; slug: string; alt: string; focal: FocalPoint | null };

/** SPEC 4 'Image form': update mode changes only the title and alt text. */
export function ImageForm({ image }: { image?: ImageRef | undefined }) {
  const id = useId();
  const queryClient = useQueryClient();
  const updating = image !== undefined;
  const [saved, setSaved] = useState<Fields>({
    title: image?.title ?? '',
    slug: image?.slug ?? '',
    alt: image?.alt ?? '',
    focal: image?.focal ?? null,
  });
  const [fields, setFields] = useState<Fields>(saved);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const reading = useRef<FileReader | null>(null);
  const dirty = file !== null || JSON.stringify(fields) !== JSON.stringify(saved);
  useUnsavedChangesWarning(dirty);

  const set = (name: keyof Fields) => (e: { currentTarget: { value: string } }) => {
    const { value } = e.currentTarget;
    if (name === 'title' && !updating) {
      const slug = deriveSlug(value, (romanised) =>
        setFields((f) => (f.title === value ? { ...f, slug: romanised } : f)),
      );
      return setFields((f) => ({ ...f, title: value, slug }));
    }
    setFields((f) => ({ ...f, [name]: name === 'slug' ? slugifyTyping(value) : value }));
  };

  function choose(chosen: File | undefined) {
    setMessage('');
    setErrors([]);
    setFile(chosen ?? null);
    setPreview(null);
    // A new picture has its subject somewhere else.
    setFields((f) => ({ ...f, focal: null }));
    reading.current = null;
    if (!chosen) return;
    if (chosen.size > MAX_UPLOAD_BYTES) return setErrors([UPLOAD_FAILED]);
    // A data: address, because the site's CSP lets images come from data: but not from blob:.
    const reader = new FileReader();
    reading.current = reader;
    reader.onload = () => {
      // A file chosen after this one has the last word.
      if (reading.current === reader && typeof reader.result === 'string') setPreview(reader.result);
    };
    reader.readAsDataURL(chosen);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (progress !== null) return;
    setMessage('');
    const checked = updating ? imageUpdateSchema.safeParse(fields) : imageMetaSchema.safeParse(fields);
    const problems = checked.success ? [] : checked.error.issues.map((i) => i.message);
    if (!updating && !file) problems.push('Choose an image file to upload.');
    if (file && file.size > MAX_UPLOAD_BYTES) problems.push(UPLOAD_FAILED);
    setErrors(problems);
    if (problems.length > 0) return;
    setProgress(0);
    try {
      if (updating) {
        const answer = await unwrap(
          api.admin.image.update[':slug'].$put({
            param: { slug: saved.slug },
            json: { title: fields.title, alt: fields.alt, _id: image._id, focal: fields.focal },
          }),
        );
        setSaved(fields);
        setMessage(answer.msg);
        await afterImageChange(queryClient, { slug: saved.slug });
      } else {
        const form = new FormData();
        form.set('title', fields.title);
        form.set('alt', fields.alt);
        form.set('slug', slugify(fields.slug));
        form.set('img', file as File);
        if (fields.focal) {
          form.set('focalX', String(fields.focal.x));
          form.set('focalY', String(fields.focal.y));
        }
        const answer = await uploadImage(form, setProgress);
        // SPEC 4: in create mode the fields are cleared, ready for the next image.
        const empty = { title: '', slug: '', alt: '', focal: null };
        setSaved(empty);
        setFields(empty);
        choose(undefined);
        if (fileInput.current) fileInput.current.value = '';
        setMessage(answer.msg);
        await afterImageChange(queryClient, 'added');
      }
    } catch (error) {
      setErrors(error instanceof ApiError ? errorsOf(error).map((e) => e.msg) : [UPLOAD_FAILED]);
    } finally {
      setProgress(null);
    }
  }

  const shown = preview ?? image?.src;
  return (
    <div className="page page-narrow">
      <DashboardLink at="top" />
      <h1>{updating ? `Modify image: ${saved.title}` : 'Add image'}</h1>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-title`}>Title</label>
          <input id={`${id}-title`} className="input" value={fields.title} onChange={set('title')} />
        </div>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-slug`}>Slug</label>
          <input
            id={`${id}-slug`}
            className="input"
            value={fields.slug}
            disabled={updating}
            spellCheck={false}
            onChange={set('slug')}
          />
        </div>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-alt`}>Alt text</label>
          <span id={`${id}-alt-hint`} className={formStyles.hint}>
            What the picture shows, for visitors who cannot see it.
          </span>
          <textarea
            id={`${id}-alt`}
            className="input"
            rows={2}
            aria-describedby={`${id}-alt-hint`}
            value={fields.alt}
            onChange={set('alt')}
          />
        </div>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-file`}>Image file</label>
          <span id={`${id}-file-hint`} className={formStyles.hint}>
            JPEG, PNG, WebP, GIF or AVIF, less than 10 MB.
          </span>
          <input
            id={`${id}-file`}
            ref={fileInput}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            disabled={updating}
            aria-describedby={`${id}-file-hint`}
            onChange={(e) => choose(e.currentTarget.files?.[0])}
          />
        </div>
        {shown ? (
          <figure className={styles.preview}>
            <FocalPointPicker
              value={fields.focal}
              onChange={(focal) => setFields((f) => ({ ...f, focal }))}
              disabled={progress !== null}
            >
              <img
                src={shown}
                alt={preview ? 'Preview of the chosen file' : (image?.alt ?? '')}
                style={preview || !image ? undefined : framedSize(image)}
              />
            </FocalPointPicker>
            <figcaption>{preview ? 'Preview' : 'Current image'}</figcaption>
          </figure>
        ) : null}
        {progress !== null && !updating ? (
          <div className={styles.progress}>
            <label htmlFor={`${id}-progress`}>Uploading: {Math.round(progress * 100)}%</label>
            <progress id={`${id}-progress`} max={1} value={progress} />
          </div>
        ) : null}
        <SaveAndErrors busy={progress !== null} message={message} errors={errors} />
      </form>
      <DashboardLink at="bottom" />
    </div>
  );
}

import { Hono } from 'hono';
import {
  type FocalPoint,
  focalPointSchema,
  imageListQuerySchema,
  imageMetaSchema,
  imageUpdateSchema,
} from '../../../shared/image.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/constraint-errors.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError, notFound } from '../../lib/errors.ts';
import { QueueFull } from '../../lib/work-queue.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { fieldErrors, validateJson, validateQuery } from '../../middleware/validate.ts';
import { fieldChanges } from '../../queries/audit.ts';
import { imageUsers } from '../../queries/content-usage.ts';
import {
  decodeImageCursor,
  deleteImage,
  findImage,
  findImageRefById,
  listImagePage,
  updateImageFocal,
  updateImageText,
} from '../../queries/image-library.ts';
import { prepareImageInChild } from '../../services/image-process.ts';
import {
  BUSY_MESSAGE,
  ImageRejected,
  imageQueue,
  insertImage,
  MAX_UPLOAD_BYTES,
  type PreparedImage,
  TOO_BIG_MESSAGE,
} from '../../services/images.ts';
import { noteAudit } from './audit-trail.ts';
import { readOptionalId } from './optional-id.ts';

/** The file is judged by its bytes and re-encoded by services/images.ts before anything is stored. */

const MAX_UPLOAD_REQUEST = MAX_UPLOAD_BYTES + 64 * 1024;

const fieldError = (status: 400 | 413 | 415, msg: string, path: string) =>
  httpError(status, { errors: [{ msg, path }] });

const busy = (retryAfterSeconds: number) =>
  httpError(503, { errors: [{ msg: BUSY_MESSAGE, path: 'img' }] }, { 'Retry-After': String(retryAfterSeconds) });

const slugTaken = (slug: string) =>
  fieldError(400, `Another image already has the slug "${slug}". Choose another.`, 'slug');

const updateBody = validateJson(imageUpdateSchema);
const listQuery = validateQuery(imageListQuerySchema);

function readFocal(form: FormData): FocalPoint | null {
  const x = form.get('focalX');
  const y = form.get('focalY');
  if (x === null && y === null) return null;
  const parsed = focalPointSchema.safeParse({ x: Number(x ?? Number.NaN), y: Number(y ?? Number.NaN) });
  if (!parsed.success) {
    throw httpError(400, { errors: parsed.error.issues.map((i) => ({ msg: i.message, path: 'focal' })) });
  }
  return parsed.data;
}

export const adminImageRoutes = new Hono<AppEnv>()
  .get('/list', listQuery, (c) => {
    const { q, after, limit } = c.req.valid('query');
    const cursor = after === undefined ? undefined : decodeImageCursor(after);
    if (after !== undefined && !cursor) {
      throw httpError(400, { errors: [{ msg: 'The position (after) is not one this list gave.', path: 'after' }] });
    }
    return c.json(listImagePage(c.var.deps.db.orm, { q, limit, ...(cursor ? { after: cursor } : {}) }), 200);
  })
  .get('/id/:id', (c) => {
    const id = Number(c.req.param('id'));
    const ref = Number.isSafeInteger(id) && id > 0 ? findImageRefById(c.var.deps.db.orm, id) : undefined;
    if (!ref) throw notFound(`No image has the id "${c.req.param('id')}".`);
    return c.json(ref, 200);
  })
  .post('/new', bodyLimit(MAX_UPLOAD_REQUEST, TOO_BIG_MESSAGE), async (c) => {
    const { orm } = c.var.deps.db;
    // A full queue is said before the 10 MB body is read, not after.
    if (imageQueue.full) throw busy(imageQueue.retryAfterSeconds);
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw fieldError(400, 'The upload could not be read. Choose the file again.', 'img');
    }
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    };
    const meta = imageMetaSchema.safeParse({ title: text('title'), alt: text('alt'), slug: text('slug') });
    if (!meta.success) throw httpError(400, { errors: fieldErrors(meta.error.issues) });
    const focal = readFocal(form);
    const file = form.get('img');
    if (!(file instanceof File) || file.size === 0) throw fieldError(400, 'Choose an image file to upload.', 'img');
    if (file.size > MAX_UPLOAD_BYTES) throw fieldError(413, TOO_BIG_MESSAGE, 'img');

    if (findImage(orm, meta.data.slug)) throw slugTaken(meta.data.slug);

    let prepared: PreparedImage;
    try {
      // In a process of its own, which hands its memory back when it exits.
      prepared = await imageQueue.run(() => prepareImageInChild(file));
      // Collected at once, a burst of uploads does not leave tens of megabytes waiting for the next collection.
      Bun.gc(true);
    } catch (error) {
      if (error instanceof ImageRejected) throw fieldError(error.status, error.message, 'img');
      if (error instanceof QueueFull) throw busy(error.retryAfterSeconds);
      throw error;
    }
    let id: number;
    try {
      id = insertImage(orm, meta.data, prepared);
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken(meta.data.slug);
      throw error;
    }
    if (focal) updateImageFocal(orm, id, focal);
    const image = findImageRefById(orm, id);
    if (!image) throw notFound('The uploaded image has gone. Upload it again.');
    noteAudit(c, { id, label: meta.data.title, detail: { slug: meta.data.slug } });
    return c.json({ success: true as const, msg: `Image "${meta.data.title}" uploaded.`, image }, 201);
  })
  .put('/update/:slug', bodyLimit(LIMITS.small), updateBody, (c) => {
    const { orm } = c.var.deps.db;
    const { title, alt, _id, focal } = c.req.valid('json');
    const slug = c.req.param('slug');
    const row = findImage(orm, slug);
    if (!row) throw notFound(`No image has the slug "${slug}".`);
    if (_id !== undefined && _id !== row.id) {
      throw httpError(409, { error: `The _id sent is not the one of the image "${slug}". Reload and try again.` });
    }
    updateImageText(orm, row.id, { title, alt, focal });
    noteAudit(c, {
      id: row.id,
      label: title,
      changes: fieldChanges({ title: row.title, alt: row.alt }, { title, alt }),
      ...(focal ? { detail: { focal } } : {}),
    });
    return c.json({ success: true as const, msg: `Image "${title}" saved.` }, 200);
  })
  .delete('/delete/:slug', bodyLimit(LIMITS.small), async (c) => {
    const { orm } = c.var.deps.db;
    const slug = c.req.param('slug');
    const row = findImage(orm, slug);
    if (!row) throw notFound(`No image has the slug "${slug}".`);
    const bodyId = await readOptionalId(c);
    if (bodyId !== undefined && bodyId !== row.id) {
      throw httpError(409, { error: `The _id sent is not the one of the image "${slug}". Reload and try again.` });
    }
    const inUse = () =>
      httpError(409, {
        error: `The image "${row.title}" cannot be deleted while it is in use. Choose another image for these first.`,
        items: imageUsers(orm, row.id),
      });
    if (imageUsers(orm, row.id).length > 0) throw inUse();
    try {
      deleteImage(orm, row.id);
    } catch (error) {
      // Chosen somewhere between the check and the delete: the foreign key has the last word.
      if (isForeignKeyViolation(error)) throw inUse();
      throw error;
    }
    noteAudit(c, { id: row.id, label: row.title });
    return c.json({ redirect: '/admin' }, 200);
  });

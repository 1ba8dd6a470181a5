import { MAX_UPLOAD_BYTES, UPLOAD_FAILED } from '#shared/image';

/** The SPEC's texts (UPLOAD_FAILED, 'No images found.') keep their wording. */
export const IMAGE_TEXTS = {
  modalTitle: 'Image Selection',
  search: 'Filter the images',
  searchPlaceholder: 'Search titles and alt text',
  noImages: 'No images found.',
  gridLabel: 'Images',
  notFound: 'This image is no longer in the library. Choose another.',
  loadError: (message: string) => `Error: ${message}`,
  loadMore: 'Load more images',
  loadingMore: 'Loading…',
  shown: (shown: number, total: number) => `${shown} of ${total} images`,
  confirm: 'Confirm',
  close: 'Close',
  waitForUploads: 'Wait for the uploads to finish before closing.',

  uploadHeading: 'Upload new images',
  dropHint: 'Drop image files here, or',
  chooseFiles: 'Choose files',
  fileTypes: `JPEG, PNG, WebP, GIF or AVIF, less than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB each.`,
  fileLabel: (name: string) => `File: ${name}`,
  title: 'Title',
  alt: 'Alt text',
  altHint: 'What the picture shows, for visitors who cannot see it.',
  upload: 'Upload',
  uploadAll: 'Upload all',
  retry: 'Try again',
  removeFile: (name: string) => `Remove ${name}`,
  progress: (percent: number) => `Uploading: ${percent}%`,
  processing: 'Preparing the image…',
  uploaded: (title: string) => `Uploaded and selected: ${title}`,
  tooBig: UPLOAD_FAILED,
  busy: 'The server is busy with other uploads. Wait a few seconds, then press Try again.',
  offline: 'The upload did not reach the server. Check the connection, then press Try again.',

  focalLegend: 'Focal point',
  focalHint:
    'Click or tap the subject of the picture, or use the arrow keys, so pages that crop it keep the subject in view.',
  focalImage: (x: number, y: number) => `Focal point at ${x}% from the left and ${y}% from the top`,
  focalNone: 'No focal point: crops keep the centre',
  focalReset: 'Reset focal point',
} as const;

import type { InferResponseType } from 'hono/client';
import { ApiError, type api } from '../../../lib/api.ts';

export type UploadAnswer = InferResponseType<typeof api.admin.image.new.$post, 201>;

/** XMLHttpRequest, because fetch cannot report how much of a 10 MB body has been sent. */
export function uploadImage(form: FormData, onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/image/new');
    request.responseType = 'json';
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(request.response as UploadAnswer);
      else reject(new ApiError(request.status, request.response));
    };
    request.onerror = () => reject(new Error('The upload did not reach the server. Check the connection.'));
    request.send(form);
  });
}

import {
  IMAGE_MAX_BYTES,
  MEDIA_TEXTS,
  type UploadedImage,
  UploadedImageResponse,
} from '@skatekit/console-contract';
import { ApiError } from './client';

/** Options of uploadImage. */
export interface UploadImageOptions {
  /** The session's CSRF token (every write carries it). */
  csrfToken: string;
  /** Told the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborts the upload (the promise then rejects with an AbortError). */
  signal?: AbortSignal;
  /** Where the API lives; the console is served beside it. */
  base?: string;
}

/**
 * Sends one picture to `POST /admin/api/images` (multipart) and answers the stored image (`path` is what
 * a form keeps). XMLHttpRequest rather than fetch: it reports upload progress. A file over
 * IMAGE_MAX_BYTES is refused here, before a byte is sent; whether it is a picture the server decides
 * from its bytes. Refusals are ApiErrors carrying the server's words.
 */
export function uploadImage(file: File, options: UploadImageOptions): Promise<UploadedImage> {
  if (file.size > IMAGE_MAX_BYTES) return Promise.reject(new ApiError(413, MEDIA_TEXTS.TOO_LARGE));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${options.base ?? '/admin/api'}/images`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('x-csrf-token', options.csrfToken);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        // not JSON (a proxy's page)
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const envelope = json as { message?: string; msg?: string; reason?: string } | null;
        const message =
          envelope?.message ||
          envelope?.msg ||
          (xhr.status === 413 ? MEDIA_TEXTS.TOO_LARGE : `The server answered ${xhr.status}. Try again.`);
        reject(new ApiError(xhr.status, message, envelope?.reason));
        return;
      }
      const parsed = UploadedImageResponse.safeParse(json);
      if (!parsed.success)
        reject(new ApiError(xhr.status, 'The server sent an answer the console cannot read.'));
      else resolve(parsed.data.data);
    };
    xhr.onerror = () => reject(new ApiError(0, MEDIA_TEXTS.UPLOAD_FAILED));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

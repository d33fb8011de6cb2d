import * as MSG from '@rewind/shared/texts';
import type { TImage } from '@rewind/shared/images';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/lib/session';
import { useAuthDialog } from '@/lib/auth-dialog';
import { imagesPath, invalidateImageOwners, type TImageTarget } from '@/features/images/lib/image-target';
import { ApiError, apiUrl, isApiError } from '@/lib/api-client';

export type TUploadImageInput = {
  target: TImageTarget;
  file: File;
  caption?: string | undefined;
  /** Share of the file sent so far, 0 to 1. */
  onProgress?: ((fraction: number) => void) | undefined;
  signal?: AbortSignal | undefined;
};

type TErrorBody = { error?: { code?: unknown; message?: unknown } };

function toApiError(status: number, text: string): ApiError {
  let body: TErrorBody | null = null;
  try {
    body = JSON.parse(text) as TErrorBody;
  } catch {
    // Not JSON (a proxy's error page): the generic text below.
  }
  const error = body?.error;
  const code = typeof error?.code === 'string' ? error.code : `http_${status}`;
  const message =
    typeof error?.message === 'string' && error.message.trim() ? error.message : MSG.unexpectedError;
  return new ApiError(status, code, message);
}

/**
 * Adds one image to a film's or a release's gallery (multipart: optional `caption`, `file`). Sent with
 * XMLHttpRequest because fetch cannot report upload progress; errors are the same ApiError as elsewhere.
 */
export function uploadImage({
  target,
  file,
  caption,
  onProgress,
  signal,
}: TUploadImageInput): Promise<TImage> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(imagesPath(target)));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(toApiError(xhr.status, xhr.responseText));
      try {
        onProgress?.(1);
        resolve(JSON.parse(xhr.responseText) as TImage);
      } catch {
        reject(new ApiError(xhr.status, 'invalid_response', MSG.unexpectedError));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', MSG.networkFailure));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    if (caption) body.append('caption', caption);
    body.append('file', file);
    xhr.send(body);
  });
}

export function useUploadImage() {
  const queryClient = useQueryClient();
  const { openAuthDialog } = useAuthDialog();
  return useMutation({
    mutationFn: uploadImage,
    // Not awaited: a save of several steps need not wait for the pages behind it to reload.
    onSuccess: () => void invalidateImageOwners(queryClient),
    // The shared API client opens the sign-in dialog on a 401; this request does not go through it.
    onError: (error) => {
      if (!isApiError(error) || !error.isUnauthorized) return;
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      openAuthDialog('login');
    },
  });
}

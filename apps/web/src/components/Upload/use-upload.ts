import { useCallback, useRef, useState } from 'react';
import type { AnswerOf, AnyEndpoint, InputOf } from '@jc/contract';
import { api, isApiError } from '@/lib/api-client';
import { compressImage } from '@/lib/compress-image';

export type UploadState<A> =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'done'; result: A }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' };

/**
 * One file sent to an upload endpoint, with its progress, cancel and retry: the one upload helper of
 * the app. A picture (`input.file` of an image type, or each of a list of files sent in one call) is
 * compressed first, as the spec says; the progress is the whole request's.
 */
export function useUpload<E extends AnyEndpoint>(endpoint: E) {
  const [state, setState] = useState<UploadState<AnswerOf<E>>>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const last = useRef<InputOf<E> | null>(null);

  const start = useCallback(
    async (input: InputOf<E>): Promise<AnswerOf<E> | null> => {
      controller.current?.abort();
      const mine = new AbortController();
      controller.current = mine;
      last.current = input;
      setState({ status: 'uploading', progress: 0 });
      try {
        const fields = input as Record<string, unknown>;
        const file =
          fields.file instanceof Blob
            ? await compressImage(fields.file)
            : Array.isArray(fields.file) && fields.file.every((f) => f instanceof Blob)
              ? await Promise.all(fields.file.map((f: Blob) => compressImage(f)))
              : fields.file;
        const call = api.call as (e: E, i: unknown, o: object) => Promise<AnswerOf<E>>;
        const result = await call(
          endpoint,
          { ...fields, file },
          {
            signal: mine.signal,
            // The client toasts nothing: the bar says what went wrong, next to its retry.
            silent: true,
            onProgress: (progress: number) => {
              if (controller.current === mine) setState({ status: 'uploading', progress });
            },
          },
        );
        if (controller.current === mine) setState({ status: 'done', result });
        return result;
      } catch (error) {
        if (controller.current !== mine) return null;
        if (isApiError(error) && error.kind === 'aborted') setState({ status: 'cancelled' });
        else setState({ status: 'failed', message: isApiError(error) ? error.message : '上传失败' });
        return null;
      }
    },
    [endpoint],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const retry = useCallback(() => (last.current ? start(last.current) : Promise.resolve(null)), [start]);

  return { state, start, cancel, retry };
}

import type { ReactNode } from 'react';
import { Button, Upload, message, type UploadProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { AnswerOf, AnyEndpoint, InputOf } from '@jc/contract';
import { api, type CallOptions } from '@/lib/api-client';

export interface ConsoleUploadProps<E extends AnyEndpoint> {
  /** The feature's upload endpoint (`body: 'upload'`). */
  endpoint: E;
  /** The input field that carries the file; default `file`. */
  field?: string;
  /** The rest of the endpoint's input (the record the file belongs to). */
  input?: Partial<InputOf<E>>;
  /** Accepted types, as the file input's `accept` (`image/*`, `.mp3,.m4a`). */
  accept?: string;
  /** Refused before sending when larger (MB). */
  maxSizeMb?: number;
  listType?: UploadProps['listType'];
  /** The server's answer for the file, once it is in. */
  onUploaded?: (answer: AnswerOf<E>, file: File) => void;
  /** The button's content; default 上传文件. */
  children?: ReactNode;
  /** Show antd's file list with the progress (default); a field that shows the result itself hides it. */
  showUploadList?: boolean;
  /** True while a file is being sent, false once it is in or refused. */
  onBusy?: (busy: boolean) => void;
}

/**
 * An antd Upload that posts each picked file through the feature's upload endpoint with `api.call`:
 * the progress shows in the list, a refusal shows the server's reason.
 */
export function ConsoleUpload<E extends AnyEndpoint>({
  endpoint,
  field = 'file',
  input,
  accept,
  maxSizeMb,
  listType,
  onUploaded,
  children,
  showUploadList = true,
  onBusy,
}: ConsoleUploadProps<E>) {
  const call = api.call as (e: E, i: unknown, o: CallOptions) => Promise<AnswerOf<E>>;
  return (
    <Upload
      accept={accept}
      listType={listType}
      showUploadList={showUploadList}
      beforeUpload={(file) => {
        if (maxSizeMb && file.size > maxSizeMb * 1024 * 1024) {
          void message.error(`文件不能超过 ${maxSizeMb}MB`);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onProgress, onSuccess, onError }) => {
        onBusy?.(true);
        call(
          endpoint,
          { ...input, [field]: file },
          { silent: true, onProgress: (fraction) => onProgress?.({ percent: Math.round(fraction * 100) }) },
        )
          .then((answer) => {
            onBusy?.(false);
            onSuccess?.(answer);
            onUploaded?.(answer, file as File);
          })
          .catch((error: Error) => {
            onBusy?.(false);
            void message.error(error.message || '上传失败');
            onError?.(error);
          });
      }}
    >
      {children ?? <Button icon={<UploadOutlined />}>上传文件</Button>}
    </Upload>
  );
}

import { useEffect, useRef } from 'react';
import { checkinEndpoints, type CheckinFile } from '@jc/contract';
import { useUpload, type UploadState } from '@/components/Upload/use-upload';
import type { MediaKind } from '../lib/checkin-logic';

/** A file on the publish form: one picked or recorded now (`file`), or one the post already had. */
export interface MediaItem {
  key: string;
  kind: MediaKind;
  file: Blob | null;
  existing: CheckinFile | null;
  /** An object URL of the new file, or the stored file's (thumbnail) address. */
  preview: string;
}

/** Where an item stands: its stored file id once sent. */
export type ItemStatus = { key: string; status: UploadState<unknown>['status']; fileId: number | null };

/**
 * Sends a new item once through fileUploadTwo (compressed when a large picture) with progress, cancel
 * and retry, and tells the form where it stands. Items the post already had are done from the start.
 */
export function useItemUpload(item: MediaItem, report: (status: ItemStatus) => void) {
  const upload = useUpload(checkinEndpoints.uploadFile);
  const started = useRef(false);
  const { start } = upload;

  useEffect(() => {
    if (started.current || !item.file) return;
    started.current = true;
    void start({ type: item.kind, file: item.file });
  }, [item, start]);

  const state: UploadState<CheckinFile> = item.existing
    ? { status: 'done', result: item.existing }
    : upload.state;
  const fileId = state.status === 'done' ? state.result.fileId : null;
  const latestReport = useRef(report);
  useEffect(() => {
    latestReport.current = report;
  });
  useEffect(() => {
    latestReport.current({ key: item.key, status: state.status, fileId });
  }, [item.key, state.status, fileId]);

  return { state, cancel: upload.cancel, retry: upload.retry };
}

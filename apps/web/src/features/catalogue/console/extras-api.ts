import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCatalogueExtrasEndpoints } from '@jc/contract';
import { endpointKey, endpointQuery } from '@/lib/api-query';

/** The extras of a book in the console: its downloadable resources and its answers. */
export const ext = adminCatalogueExtrasEndpoints;

export function useResources(bookId: number) {
  return useQuery(endpointQuery(ext.resources, { bookId }, { silent: true }));
}

export function useAnswers(bookId: number) {
  return useQuery(endpointQuery(ext.answers, { bookId }, { silent: true }));
}

/** After a write: the lists and the book (its update date moved). */
export function useExtrasRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: endpointKey(ext.resources) }),
      client.invalidateQueries({ queryKey: endpointKey(ext.answers) }),
      client.invalidateQueries({ queryKey: endpointKey(adminCatalogueExtrasEndpoints.ebookList) }),
    ]);
}

/** `12.3 MB`, `840 KB`. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** A file's name without its extension: the first title of an uploaded file. */
export const baseName = (name: string) => name.replace(/\.[^.]+$/, '').slice(0, 60) || '未命名';

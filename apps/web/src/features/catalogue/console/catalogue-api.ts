import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCatalogueEndpoints, type AdminUpload } from '@jc/contract';
import { endpointKey, endpointQuery } from '@/lib/api-query';
import { useDicData } from '@/lib/dictionary';

export const cat = adminCatalogueEndpoints;

/** The book with its tree, and a way to reload it (and the books table) after a write. */
export function useBookTree(bookId: number) {
  return useQuery(endpointQuery(cat.book, { bookId }, { silent: true }));
}

export function useCatalogueRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: endpointKey(cat.book) }),
      client.invalidateQueries({ queryKey: endpointKey(cat.bookList) }),
      client.invalidateQueries({ queryKey: endpointKey(cat.codes) }),
    ]);
}

/** Subjects, grades and volumes as select options (dictionary ids). */
export function useDicOptions() {
  const subject = useDicData('subject');
  const grade = useDicData('grade');
  const cebie = useDicData('cebie');
  const options = (d: typeof subject) => (d.data?.dicList ?? []).map((e) => ({ label: e.name, value: e.id }));
  return { subject: options(subject), grade: options(grade), cebie: options(cebie) };
}

export type { AdminUpload };

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCatalogueEndpoints, adminCatalogueExtrasEndpoints } from '@jc/contract';
import { endpointKey, endpointQuery } from '@/lib/api-query';
import { useDicData } from '@/lib/dictionary';

export const eb = adminCatalogueExtrasEndpoints;
export const books = adminCatalogueEndpoints;

export function useAreas() {
  return useQuery(endpointQuery(eb.ebookAreas, undefined, { silent: true }));
}

export function useEbook(ebookId: number | null) {
  return useQuery({
    ...endpointQuery(eb.ebook, { ebookId: ebookId ?? 0 }, { silent: true }),
    enabled: ebookId !== null,
  });
}

export function useEbooksRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: endpointKey(eb.ebookList) }),
      client.invalidateQueries({ queryKey: endpointKey(eb.ebook) }),
      client.invalidateQueries({ queryKey: endpointKey(eb.ebookAreas) }),
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

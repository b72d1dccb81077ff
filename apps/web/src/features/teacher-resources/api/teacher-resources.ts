import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  personalEndpoints,
  teacherResourceEndpoints,
  type SendMailInput,
  type TeacherDownByAreaQuery,
  type TeacherDownListQuery,
} from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery, pagedQuery } from '@/lib/api-query';

const e = teacherResourceEndpoints;
/** The pages show every failure of these queries themselves (a role refusal leads to certification). */
const silent = true;

/**
 * Query options of the teaching-resource pages. Answers carry signed links that expire after an hour,
 * so lists are fresh for a few minutes only and every download asks for a fresh link first.
 */
export const teacherResourceQueries = {
  areas: () => endpointQuery(e.downAreas, undefined, { silent, staleTime: 5 * 60_000 }),
  books: (input: Omit<TeacherDownByAreaQuery, 'pageNum' | 'pageSize'>) =>
    pagedQuery(e.booksByArea, input, { silent }),
  bookResources: (bookNo: string) =>
    endpointQuery(e.bookResources, { bookNo }, { silent, staleTime: 60_000 }),
  packages: (input: Omit<TeacherDownListQuery, 'pageNum' | 'pageSize'>) =>
    pagedQuery(e.packages, input, { silent, pageSize: 20 }),
};

export function useDownAreas() {
  return useQuery(teacherResourceQueries.areas());
}

export function useTeacherBooks(areaId: number | null) {
  return useInfiniteQuery({
    ...teacherResourceQueries.books({ areaId: areaId ?? 0 }),
    enabled: areaId !== null,
  });
}

export function useBookResources(bookNo: string) {
  return useQuery({ ...teacherResourceQueries.bookResources(bookNo), enabled: !!bookNo });
}

export function usePackages(input: Omit<TeacherDownListQuery, 'pageNum' | 'pageSize'>) {
  return useInfiniteQuery(teacherResourceQueries.packages(input));
}

/** 发送到邮箱: the server mails signed links (MAIL_LINK_DAYS) of the chosen resources and packages. */
export function useSendMail() {
  return useMutation({ mutationFn: (input: SendMailInput) => api.call(e.sendMail, input) });
}

/** Marks or unmarks a resource as a favorite, then refreshes the lists that show the flag. */
export function useResourceFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favorite }: { id: number; favorite: boolean }) =>
      api.call(favorite ? personalEndpoints.addFavorite : personalEndpoints.removeFavorite, {
        target: String(id),
        type: 'resource',
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: endpointKey(e.bookResources) });
      void queryClient.invalidateQueries({ queryKey: endpointKey(personalEndpoints.favorites) });
    },
  });
}

/** A fresh signed link of one resource or package: the one on screen may have expired. */
export async function freshResourceUrl(bookNo: string, id: number): Promise<string | null> {
  const answer = await api.call(e.bookResources, { bookNo });
  return answer.resources.find((r) => r.id === id)?.url ?? null;
}

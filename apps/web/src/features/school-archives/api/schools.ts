import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { archiveEndpoints, schoolEndpoints, type InputOf, type SchoolRecordKind } from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointQuery, pagedQuery } from '@/lib/api-query';

type Filters<E extends Parameters<typeof pagedQuery>[0]> = Omit<InputOf<E>, 'pageNum' | 'pageSize'>;

/** The staff member's areas (admins: what the server says; the pickers then offer the whole tree). */
export const useUserAreas = () =>
  useQuery({ ...endpointQuery(archiveEndpoints.userAreas, undefined, { silent: true }), staleTime: 300_000 });

export const useSchoolList = (filters: Filters<typeof schoolEndpoints.list>) =>
  useInfiniteQuery(pagedQuery(schoolEndpoints.list, filters, { pageSize: 20 }));

export const useSchool = (id: number) =>
  useQuery({ ...endpointQuery(schoolEndpoints.info, { id }, { silent: true }), enabled: id > 0 });

/** A school's records of one kind, up to 50 a page (a school has a few dozen at most). */
export const useGrades = (schoolId: number) =>
  useInfiniteQuery({
    ...pagedQuery(schoolEndpoints.grades, { schoolId }, { pageSize: 50 }),
    enabled: schoolId > 0,
  });
export const useTeachers = (schoolId: number) =>
  useInfiniteQuery({
    ...pagedQuery(schoolEndpoints.teachers, { schoolId }, { pageSize: 50 }),
    enabled: schoolId > 0,
  });
export const useJingpins = (schoolId: number) =>
  useInfiniteQuery({
    ...pagedQuery(schoolEndpoints.jingpins, { schoolId }, { pageSize: 50 }),
    enabled: schoolId > 0,
  });
export const useQudaos = (schoolId: number) =>
  useInfiniteQuery({
    ...pagedQuery(schoolEndpoints.qudaos, { schoolId }, { pageSize: 50 }),
    enabled: schoolId > 0,
  });
export const useSales = (filters: Filters<typeof schoolEndpoints.sales>) =>
  useInfiniteQuery({
    ...pagedQuery(schoolEndpoints.sales, filters, { pageSize: 50 }),
    enabled: Boolean(filters.schoolId),
  });

/** Every school answer (lists, counts, history) is refreshed after a change: one change moves several. */
function useRefreshArchives() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('scoool/'),
    });
}

/**
 * A save or delete of the archives: silent (the form shows the server's refusal), then every school
 * answer refetched.
 */
export function useArchiveCall<I, A>(call: (input: I) => Promise<A>) {
  const refresh = useRefreshArchives();
  return useMutation({ mutationFn: call, onSuccess: () => refresh() });
}

export const saveCalls = {
  school: (input: InputOf<typeof schoolEndpoints.save>) =>
    api.call(schoolEndpoints.save, input, { silent: true }),
  teacher: (input: InputOf<typeof schoolEndpoints.saveTeacher>) =>
    api.call(schoolEndpoints.saveTeacher, input, { silent: true }),
  jingpin: (input: InputOf<typeof schoolEndpoints.saveJingpin>) =>
    api.call(schoolEndpoints.saveJingpin, input, { silent: true }),
  qudao: (input: InputOf<typeof schoolEndpoints.saveQudao>) =>
    api.call(schoolEndpoints.saveQudao, input, { silent: true }),
  sale: (input: InputOf<typeof schoolEndpoints.saveSale>) =>
    api.call(schoolEndpoints.saveSale, input, { silent: true }),
  /** A grade, then its classes (one list, comma-separated). */
  grade: async (input: InputOf<typeof schoolEndpoints.saveGrade> & { classNames: string }) => {
    const { classNames, ...grade } = input;
    const saved = await api.call(schoolEndpoints.saveGrade, grade, { silent: true });
    return api.call(schoolEndpoints.saveClasses, { gradeId: saved.id, classNames }, { silent: true });
  },
  remove: (kind: SchoolRecordKind, id: number) => api.call(schoolEndpoints.deleteRecord, { kind, id }),
  cover: (schoolId: number, on: boolean) =>
    api.call(on ? schoolEndpoints.saveFushe : schoolEndpoints.deleteFushe, { schoolId }),
};

import { accountEndpoints } from '@jc/contract';
import { api } from '@/lib/api-client';
import { useDicData } from '@/lib/dictionary';
import type { GradeValue } from '../lib/grade-choice';

/** The grade and volume (cebie) dictionaries the picker lists. */
export function useGradeDictionaries() {
  const grades = useDicData('grade');
  const cebies = useDicData('cebie');
  return {
    grades: grades.data?.dicList,
    cebies: cebies.data?.dicList,
    info: grades.data?.info ?? cebies.data?.info,
    isPending: grades.isPending || cebies.isPending,
    isError: grades.isError || cebies.isError,
    retry: () => {
      if (grades.isError) void grades.refetch();
      if (cebies.isError) void cebies.refetch();
    },
  };
}

export function saveGradeInfo({ gradeId, cebieId }: GradeValue, options: { silent?: boolean } = {}) {
  return api.call(accountEndpoints.saveGrade, { gradeId, cebieId }, options);
}

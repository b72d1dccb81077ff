import { useDicData } from '@/lib/dictionary';

/** Names of grade, volume and subject dictionary ids (empty strings until the dictionaries arrive). */
export function useDicNames() {
  const grades = useDicData('grade');
  const cebies = useDicData('cebie');
  const subjects = useDicData('subject');
  const nameOf = (list: { id: number; name: string }[] | undefined, id: number) =>
    list?.find((d) => d.id === id)?.name ?? '';
  return {
    grade: (id: number) => nameOf(grades.data?.dicList, id),
    cebie: (id: number) => nameOf(cebies.data?.dicList, id),
    subject: (id: number) => nameOf(subjects.data?.dicList, id),
    subjects: subjects.data?.dicList ?? [],
  };
}

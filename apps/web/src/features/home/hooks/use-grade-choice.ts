import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PAGES, type DicEntry } from '@jc/contract';
import { tabBarHiddenStore } from '@/lib/app-state';
import { useFirstScreen, useHydrated } from '@/lib/first-screen';
import { myInfoQueryKey, useMyInfo } from '@/lib/auth';
import { useIsLoggedIn } from '@/lib/session';
import { saveGradeInfo, useGradeDictionaries } from '../api/grade';
import {
  gradeLabel,
  isSampleBookGrade,
  readGradeValue,
  resolveGradeState,
  saveGradeValue,
  type GradeValue,
} from '../lib/grade-choice';

/** The home page's grade and volume: stored, copied from the profile, or asked for. */
export function useGradeChoice() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const myInfo = useMyInfo();
  const dictionaries = useGradeDictionaries();
  // A server-rendered home hydrates with the grade the server used (its cookie); then the stored one.
  const firstScreen = useFirstScreen();
  const [stored, setStored] = useState<GradeValue | null>(() =>
    firstScreen ? firstScreen.grade : readGradeValue(),
  );
  // Once the page is the browser's, the stored choice (the same unless the cookie was missing).
  const hydrated = useHydrated();
  const [browserRead, setBrowserRead] = useState(hydrated);
  if (hydrated && !browserRead) {
    setBrowserRead(true);
    const saved = readGradeValue();
    if (saved?.gradeId !== stored?.gradeId || saved?.cebieId !== stored?.cebieId) setStored(saved);
  }

  const fresh = myInfo.isSuccess && !myInfo.isPlaceholderData;
  const userSettled = fresh || myInfo.isError;
  const state = resolveGradeState({
    stored,
    loggedIn,
    user: fresh ? myInfo.data : undefined,
    userSettled,
    gradeIds: dictionaries.grades?.map((g) => g.id),
    cebieIds: dictionaries.cebies?.map((c) => c.id),
  });

  // A returning user on a new device: the choice saved on the account is used at once and kept locally.
  const copied = state.kind === 'copyFromServer' ? state.value : null;
  const copiedGrade = copied?.gradeId;
  const copiedCebie = copied?.cebieId;
  useEffect(() => {
    if (copiedGrade !== undefined && copiedCebie !== undefined) {
      saveGradeValue({ gradeId: copiedGrade, cebieId: copiedCebie });
    }
  }, [copiedGrade, copiedCebie]);
  const current = copied ?? stored;

  // A choice made before logging in reaches the account once, quietly.
  const synced = useRef(false);
  useEffect(() => {
    if (synced.current || !fresh || !stored || state.kind !== 'ready') return;
    if (myInfo.data?.gradeId != null && myInfo.data.cebieId != null) return;
    synced.current = true;
    saveGradeInfo(stored, { silent: true })
      .then(() => queryClient.invalidateQueries({ queryKey: myInfoQueryKey }))
      .catch((error: unknown) => console.warn('[home] grade not synced to the account', error));
  }, [fresh, stored, state.kind, myInfo.data, queryClient]);

  // The popup opens as soon as nothing can spare the question (the profile is known or there is none);
  // it shows its own skeleton or retry while the dictionaries load or fail.
  const mustAsk =
    state.kind === 'ask' || (state.kind === 'waiting' && stored === null && (!loggedIn || userSettled));
  // Spec: the tab bar stays hidden while the mandatory choice is pending, and while that is being decided.
  const hideTabBar = mustAsk || (state.kind === 'waiting' && stored === null);
  useEffect(() => {
    tabBarHiddenStore.set(hideTabBar);
  }, [hideTabBar]);
  useEffect(() => () => tabBarHiddenStore.set(false), []);

  const confirm = (value: GradeValue) => {
    saveGradeValue(value);
    setStored(value);
    if (loggedIn) {
      synced.current = true; // this save is the sync; the effect must not send a second one
      // A plain call, not a mutation hook: home's first screen cannot spare useMutation's 1.1 KB. A
      // failure is toasted by the client; the choice stays saved on this device.
      saveGradeInfo(value)
        .then(() => queryClient.invalidateQueries({ queryKey: myInfoQueryKey }))
        .catch(() => undefined);
    }
    const grade: DicEntry | undefined = dictionaries.grades?.find((g) => g.id === value.gradeId);
    if (isSampleBookGrade(grade)) void navigate(PAGES.sampleBook.path);
  };

  return {
    state,
    value: current,
    label: gradeLabel(current, dictionaries.grades, dictionaries.cebies),
    mustAsk,
    dictionaries,
    confirm,
  };
}

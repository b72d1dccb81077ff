import type { DicEntry } from '@jc/contract';
import { createStore, useStore } from './external-store';

/** MAIN_FUBIAO of the spec: the first mainFutiao entry, set at launch, shown as the home floating banner. */
export const mainFubiaoStore = createStore<DicEntry | null>(null);
export const useMainFubiao = () => useStore(mainFubiaoStore);

/** The shell hides the bottom tab bar while a page asks for something mandatory (the grade choice). */
export const tabBarHiddenStore = createStore(false);
export const useTabBarHidden = () => useStore(tabBarHiddenStore);

/**
 * Names shared by the listening page and its service worker (src/sw/listening-sw.ts). Changing a name
 * orphans what users downloaded, so bump them only together with a cleanup.
 */
export const LISTENING_AUDIO_CACHE = 'listening-audio-v1';
export const LISTENING_SHELL_CACHE = 'listening-shell-v1';
/** PAGES.listeningDownload.path, written out so the worker bundle does not pull in the contract. */
export const LISTENING_PAGE_PATH = '/pages/book/listeningDownload';
export const LISTENING_SW_URL = '/listening-sw.js';

import type { AppPlatform } from '@jc/contract';

/**
 * The device permissions the app asks for (spec sections 4 and 6). `storage` (the album, saved files)
 * and `phone` (calling customer service) matter in the native app only; a browser has nothing to ask.
 */
export type PermissionKind = 'camera' | 'microphone' | 'location' | 'notifications' | 'storage' | 'phone';

/**
 * Where a permission stands: granted; `prompt` (never asked, or the last request was dismissed or
 * denied once, so asking again shows the request); `blocked` (denied for good: only the settings can
 * change it); `unsupported` (this browser or device has no such thing).
 */
export type PermissionState = 'granted' | 'prompt' | 'blocked' | 'unsupported';

/**
 * The outcome of one request: granted, denied once, denied for good, or `unavailable` (the use failed
 * for another reason: no camera, the device busy; its error says which).
 */
export type PermissionOutcome = 'granted' | 'denied' | 'blocked' | 'unavailable';

/** What a request returns: the outcome, and the `use`'s value or error. */
export interface PermissionResult<T> {
  outcome: PermissionOutcome;
  value?: T;
  error?: unknown;
}

/** Progress of an update download, in bytes (`total` 0 when the server sent no length). */
export interface DownloadProgress {
  loaded: number;
  total: number;
}

/**
 * A downloaded update: a Blob in a browser, a file on the device in the native app (its `uri` for the
 * installer; an iOS release is its App Store address, nothing downloaded).
 */
export type UpdatePackage = Blob | { uri: string };

/** What the device's scanner gave: the text; null when cancelled; `handed` when the shell opens it itself. */
export type ShellScan = { text: string } | null | 'handed';

/**
 * What a shell (the mini program, the native app) does in place of the H5's own pages. Each part is
 * optional: the browser has none and the H5's pages do the work (the scan page, a file input, a `tel:`
 * link, an `<a download>`, the login page). docs/native.md.
 */
export interface ShellAbilities {
  /** The device's own scanner. */
  scan?(): Promise<ShellScan>;
  /** A photo from the device's camera or album, null when cancelled. */
  takePhoto?(source: 'camera' | 'album'): Promise<Blob | null>;
  /** Calls a phone number (customer service). */
  call?(phone: string): Promise<void>;
  /** Saves a file on the device; answers where it went, for the toast. */
  saveFile?(file: Blob, fileName: string): Promise<string>;
  /** Logs in the shell's way (the mini program's wx.login), then opens `redirect`. */
  login?(redirect: string): void;
  /** A one-time message subscription when a lesson item starts (spec section 4). */
  subscribe?(name: string, taskId: string): void;
  /**
   * The H5's session ended or changed on its own (logout, a cancelled account, another account): the
   * shell forgets the token it keeps, so it does not hand the old one back, and shows `route`.
   */
  sessionEnded?(route: string): void;
}

/**
 * THE platform interface: everything the app asks of the device. The browser implementation is
 * `web-platform.ts`; a native shell (an app wrapping this H5) replaces it once, before the app starts,
 * with `setPlatform(…)` (lib/platform/index.ts), and no page changes. docs/platform.md.
 */
export interface Platform {
  /** 'web' in a browser; a shell names itself. */
  readonly name: string;
  permissions: {
    /** Where the permission stands now, without asking. */
    state(kind: PermissionKind): Promise<PermissionState>;
    /**
     * Asks the device (the system or browser prompt). Camera and microphone need a real use to be asked
     * in a browser: pass it as `use` (e.g. getUserMedia) and its result or error comes back unchanged.
     */
    request<T>(kind: PermissionKind, use?: () => Promise<T>): Promise<PermissionResult<T>>;
    /**
     * Opens the settings where the user can allow a blocked permission. Returns false when it cannot
     * (a browser): the app then shows how to do it by hand.
     */
    openSettings(kind: PermissionKind): Promise<boolean>;
  };
  app: {
    /** True when the app runs as an installed app (a shell, or a browser's installed web app). */
    installed(): boolean;
    /** The release line the update check asks about, null when there is none (a desktop browser). */
    updatePlatform(): AppPlatform | null;
    /** This build's version (dotted numbers). */
    version(): string;
    /** Downloads the update file, reporting progress; rejects with an UpdateError. */
    download(
      url: string,
      onProgress: (p: DownloadProgress) => void,
      signal: AbortSignal,
    ): Promise<UpdatePackage>;
    /** Hands the downloaded file to the system; rejects with an UpdateError('install'). */
    install(file: UpdatePackage, url: string): Promise<void>;
    /** Restarts the app after an update. */
    restart(): void;
  };
  push: {
    /** Whether this device can receive pushes at all. */
    supported(): boolean;
    /**
     * Subscribes this device for pushes with the server's VAPID key and returns the id to store with
     * `myInfo/updateAppPushID` (in a browser the PushSubscription's JSON).
     */
    subscribe(vapidPublicKey: string): Promise<string>;
    /** Whether this device holds a push subscription now. */
    subscribed(): Promise<boolean>;
  };
  /** A shell's own ways (scanner, camera, calls, files, login, subscriptions); none in a browser. */
  shell?: ShellAbilities;
}

export declare const ANDROID_PERMISSIONS: [string, number?][];
export declare function withPermissions(manifest: string): string;
export declare function versionCode(version: string): number;
export declare function withVersion(gradle: string, version: string): string;

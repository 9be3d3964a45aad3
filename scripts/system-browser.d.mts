/** Types of system-browser.mjs, for the TypeScript that tests it. */
export declare const APT_LISTS_MAX_AGE_MS: number;
export declare function aptListsFetchedAt(dir?: string): number | null;
export declare function aptListsStale(fetchedAt: number | null, now?: number): boolean;

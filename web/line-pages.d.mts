// The types of line-pages.mjs (plain ESM: Next imports the cache handlers uncompiled), for its tests.

export const LINE_PAGE_SECONDS: number
export function pastLineBound(key: unknown, lastModified: unknown, now?: number): boolean

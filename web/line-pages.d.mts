// The types of line-pages.mjs (plain ESM: Next imports the cache handlers uncompiled), for its tests.

export const LINE_PAGE_SECONDS: number
export function pastLineBound(key: unknown, lastModified: unknown, now?: number): boolean
export function noteContentRead(ok: boolean, now?: number): void
export function contentFailing(now?: number): boolean

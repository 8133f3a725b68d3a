// The types of doc-paths.mjs, for its test.
export const ROOT: string
export function docFiles(): string[]
export function looksLikePath(span: string): boolean
export function pathsIn(text: string): { path: string; line: number; link: boolean }[]
export function exists(doc: string, path: string, link: boolean, folders?: string[]): boolean
export function missingPaths(): string[]
export function missingCommentPaths(): string[]

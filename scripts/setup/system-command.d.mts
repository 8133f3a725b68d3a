// The types of system-command.mjs, for its test.
export const SYSTEM_DIRS: string[]
export function findCommand(name: string, searchPath?: string, systemDirs?: string[]): string | undefined
export function systemCommand(name: string, searchPath?: string, systemDirs?: string[]): string

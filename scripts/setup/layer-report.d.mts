// The types of layer-report.mjs (set-up is plain JavaScript: it runs before anything is installed),
// for its tests.

export interface Outcome {
  passed: number
  failed: number
  why: string[]
}

export function crashed(label: string): Outcome
export function vitestOutcome(label: string, json: unknown, ok: boolean, unhandled?: string[]): Outcome
export function playwrightOutcome(label: string, json: unknown, ok: boolean): Outcome

// Route parameters of the API, checked before any query runs: a malformed one is a 400 with a
// message saying what is expected, not a 404 or a failed query.

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string }

/** A festival year: four digits. */
export const YEAR_PATTERN = /^\d{4}$/

/** Document ids: letters, digits, dots, dashes and underscores (`site.marlowe-house`). */
export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/

export function checkYear(raw: string): Checked<number> {
  if (!YEAR_PATTERN.test(raw)) return { ok: false, message: `"${raw}" is not a year: use four digits, e.g. 2024.` }
  return { ok: true, value: Number(raw) }
}

export function checkId(id: string): Checked<string> {
  if (!ID_PATTERN.test(id)) {
    return { ok: false, message: `"${id}" is not a valid id: letters, digits, ".", "-" and "_" only.` }
  }
  return { ok: true, value: id }
}

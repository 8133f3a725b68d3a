// Route parameters of the API, checked before any query runs: a malformed one is a 400 with a
// message saying what is expected, not a 404 or a failed query.

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string }

export function checkYear(raw: string): Checked<number> {
  if (!/^\d{4}$/.test(raw)) return { ok: false, message: `"${raw}" is not a year: use four digits, e.g. 2024.` }
  return { ok: true, value: Number(raw) }
}

/** Document ids: letters, digits, dots, dashes and underscores (`site.marlowe-house`). */
export function checkId(id: string): Checked<string> {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(id)) {
    return { ok: false, message: `"${id}" is not a valid id: letters, digits, ".", "-" and "_" only.` }
  }
  return { ok: true, value: id }
}

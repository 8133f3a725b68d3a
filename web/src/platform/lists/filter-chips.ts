// The active filters of a list as chips: what each one says, and the list's address without it.
// One tap on a chip removes that filter and keeps the others (and goes back to the first page).

export interface FilterChip {
  /** What the filter is, in the visitor's words ("Sunday", "Step-free entrance"). */
  label: string
  /** The list's query without this filter ("" when it was the only one). */
  query: string
}

/** One chip per value of `values`, each removed by `without`. */
export function chipsFrom<F>(filter: F, values: { label: string; without: (f: F) => F }[], query: (f: F) => string): FilterChip[] {
  return values.map((v) => ({ label: v.label, query: query(v.without(filter)) }))
}

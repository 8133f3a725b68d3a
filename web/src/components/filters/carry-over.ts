// A filter form is replaced by a new one after each change it makes (the new page's form, with
// the new URL's values). What the visitor was in is carried across: the open filter sheet stays
// open on a phone, and the keyboard focus stays on the field just changed. Module state, in the
// browser only; a carry-over not picked up soon after (the navigation did not replace the form)
// is dropped.

interface CarryOver {
  sheet?: string
  field?: { name: string; value?: string }
  at: number
}

const FRESH_MS = 10_000

let pending: CarryOver | undefined

/** Notes the open sheet and the focused field of `form`, before it navigates. */
export function carryOver(form: HTMLFormElement) {
  const sheet = form.closest<HTMLElement>('[popover]')
  const active = document.activeElement
  const field =
    (active instanceof HTMLInputElement || active instanceof HTMLSelectElement) && form.contains(active) && active.name
      ? {
          name: active.name,
          value: active instanceof HTMLInputElement && /^(radio|checkbox)$/.test(active.type) ? active.value : undefined,
        }
      : undefined
  pending = { sheet: sheet?.matches(':popover-open') ? sheet.id : undefined, field, at: Date.now() }
}

/** Reopens the sheet and refocuses the field that `form`'s predecessor noted, once. */
export function pickUp(form: HTMLFormElement) {
  const carried = pending
  pending = undefined
  if (!carried || Date.now() - carried.at > FRESH_MS) return
  const sheet = carried.sheet ? document.getElementById(carried.sheet) : null
  if (sheet && !sheet.matches(':popover-open')) sheet.showPopover()
  if (!carried.field) return
  const selector = `[name="${CSS.escape(carried.field.name)}"]${carried.field.value === undefined ? '' : `[value="${CSS.escape(carried.field.value)}"]`}`
  const field = form.querySelector<HTMLInputElement | HTMLSelectElement>(selector)
  field?.focus({ preventScroll: true })
  if (field instanceof HTMLInputElement && field.type === 'search') field.setSelectionRange(field.value.length, field.value.length)
}

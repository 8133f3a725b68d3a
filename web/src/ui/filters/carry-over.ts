// A filter form is replaced by a new one after each change it makes (the new page's form, with the
// new URL's values). What the visitor was in is carried across: the open filter sheet stays open on
// a phone, the keyboard focus stays on the field just changed, and choices made while earlier
// changes were still loading are kept. Quick changes start navigations that land one after
// another, each replacing the form: a form that lands on an earlier one shows the latest choices
// (so a tick made meanwhile is not lost), and the carry-over ends when the last one lands, or when
// the visitor goes elsewhere (Back) or closes the sheet. Module state, in the browser only.

interface CarryOver {
  sheet?: string
  field?: { name: string; value?: string }
  /** The queries navigated to, oldest first: the last is what the form must end up showing. */
  queries: string[]
  at: number
}

const FRESH_MS = 10_000

let pending: CarryOver | undefined

/** Notes the open sheet, the focused field and the query `form` is navigating to. */
export function carryOver(form: HTMLFormElement, query: string) {
  const sheet = form.closest<HTMLElement>('[popover]')
  const active = document.activeElement
  const field =
    (active instanceof HTMLInputElement || active instanceof HTMLSelectElement) && form.contains(active) && active.name
      ? {
          name: active.name,
          value: active instanceof HTMLInputElement && /^(radio|checkbox)$/.test(active.type) ? active.value : undefined,
        }
      : undefined
  const earlier = pending && Date.now() - pending.at <= FRESH_MS ? pending.queries : []
  pending = { sheet: sheet?.matches(':popover-open') ? sheet.id : undefined, field, queries: [...earlier, query], at: Date.now() }
}

/** Sets the form's fields to a query's values (what a form rendered for that query would show). */
function show(form: HTMLFormElement, query: string) {
  const params = new URLSearchParams(query)
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLSelectElement) element.value = params.get(element.name) ?? ''
    if (!(element instanceof HTMLInputElement) || !element.name || element.type === 'hidden') continue
    if (element.type === 'checkbox') element.checked = params.getAll(element.name).includes(element.value)
    else if (element.type === 'radio') element.checked = (params.get(element.name) ?? '') === element.value
    else if (element.type !== 'submit') element.value = params.get(element.name) ?? ''
  }
}

/** Picks up what `form`'s predecessors noted; returns a cleanup for the form's unmount. */
export function pickUp(form: HTMLFormElement): () => void {
  const drawer = form.closest<HTMLElement>('[popover]')
  // A sheet the visitor closes stays closed.
  const forget = (event: Event) => {
    if ((event as ToggleEvent).newState === 'closed') pending = undefined
  }
  drawer?.addEventListener('toggle', forget)
  const cleanup = () => drawer?.removeEventListener('toggle', forget)

  const carried = pending
  const here = window.location.search.replace(/^\?/, '')
  if (!carried || Date.now() - carried.at > FRESH_MS || !carried.queries.includes(here)) {
    pending = undefined
    return cleanup
  }
  const latest = carried.queries.at(-1)!
  if (here === latest) pending = undefined
  else show(form, latest)

  const sheet = carried.sheet ? document.getElementById(carried.sheet) : null
  if (sheet && !sheet.matches(':popover-open')) sheet.showPopover()
  if (carried.field) {
    const { name, value } = carried.field
    const field = form.querySelector<HTMLInputElement | HTMLSelectElement>(
      `[name="${CSS.escape(name)}"]${value === undefined ? '' : `[value="${CSS.escape(value)}"]`}`,
    )
    field?.focus({ preventScroll: true })
    if (field instanceof HTMLInputElement && field.type === 'search') field.setSelectionRange(field.value.length, field.value.length)
  }
  return cleanup
}

// "Plan it for me": the whole itinerary's order with one day's items put in the plan's order. The
// day's items keep the places in the list they hold now, so the other days' items do not move;
// the planned stops come first in those places, then the day's items the plan leaves out, in
// their list order.

/** Every id of `list` once; undefined when it would not change the order. */
export function plannedOrder(list: readonly string[], dayItems: readonly string[], planned: readonly string[]): string[] | undefined {
  const ofDay = new Set(dayItems)
  const inPlan = planned.filter((id) => ofDay.has(id))
  const rest = list.filter((id) => ofDay.has(id) && !inPlan.includes(id))
  const queue = [...inPlan, ...rest]
  const order = list.map((id) => (ofDay.has(id) ? queue.shift()! : id))
  return order.some((id, i) => id !== list[i]) ? order : undefined
}

/** Time spent inside each site unless the stop says otherwise (an item's own visit time). */
export const DEFAULT_VISIT_MINUTES = 45

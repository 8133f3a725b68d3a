// The messages a framed page sends its parent, and where it may send them.

export type FrameMessage = { type: 'frameReady'; path: string } | { type: 'frameResize'; height: number }

/** The parent's origin as the browser reports it: ancestorOrigins (Chromium, Safari), else the referrer. */
export function parentOrigin(location: Location, referrer: string): string | undefined {
  const ancestors = location.ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors[0]
  return URL.parse(referrer)?.origin ?? undefined
}

/**
 * Posts to the parent with an explicit target origin, never "*": the browser delivers it only if
 * the parent really is at that origin.
 */
export interface MessageTarget {
  postMessage(message: FrameMessage, targetOrigin: string): void
}

export function postToParent(parent: MessageTarget, targets: readonly string[], message: FrameMessage): void {
  for (const origin of targets) parent.postMessage(message, origin)
}

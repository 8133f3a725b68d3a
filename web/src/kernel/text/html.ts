// Text put into HTML (an email, a map marker, a message to an editor): escaped, so a title or a
// note with < & " ' cannot change the markup around it. The one escape of the app; the offline
// worker, which is built on its own and imports nothing of the app, keeps its own copy.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)
}

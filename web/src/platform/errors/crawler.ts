// Crawlers get an error's status without the rendered error page. A user agent is a
// crawler when it names itself one ("…bot", "crawler", "spider", "slurp") or is a known link-preview
// fetcher. The phone maker Cubot puts "CUBOT" in its browsers' agents: that word is ignored.

const CRAWLER =
  /bot\b|bot[/;_-]|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|pinterest|vkshare|whatsapp|ia_archiver|mediapartners-google/i
const CUBOT = /\bcubot\b/gi

export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false
  return CRAWLER.test(userAgent.replace(CUBOT, ''))
}

/** The whole body a crawler gets for an error status: a line, no page. */
export function crawlerErrorBody(status: number): string {
  return status === 404 ? 'Page Not Found\n' : status >= 500 ? 'Internal Server Error\n' : `Error ${status}\n`
}

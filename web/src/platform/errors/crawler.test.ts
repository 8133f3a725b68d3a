import { describe, expect, it } from 'vitest'
import { crawlerErrorBody, isCrawler } from './crawler'

const crawlers = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/142.0.0.0 Safari/537.36',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
  'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'WhatsApp/2.23.20.0',
  'Mozilla/5.0 (Linux; Android 6.0.1; CUBOT X18) Googlebot/2.1',
]

const browsers = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  'Mozilla/5.0 (Linux; Android 9; CUBOT X20 PRO) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 11; moto g(50)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Mobile Safari/537.36 Chrome-Lighthouse',
  'Mozilla/5.0 (Macintosh) AppleWebKit/537.36 Chrome/142.0 Safari/537.36 Edg/142.0 (Abbott robotics lab)',
]

describe('isCrawler', () => {
  it.each(crawlers)('crawler: %s', (ua) => expect(isCrawler(ua)).toBe(true))
  it.each(browsers)('browser: %s', (ua) => expect(isCrawler(ua)).toBe(false))
  it('treats a missing agent as a browser', () => {
    expect(isCrawler(null)).toBe(false)
    expect(isCrawler('')).toBe(false)
  })
})

describe('crawlerErrorBody', () => {
  it('is one line naming the error', () => {
    expect(crawlerErrorBody(404)).toBe('Page Not Found\n')
    expect(crawlerErrorBody(500)).toBe('Internal Server Error\n')
    expect(crawlerErrorBody(503)).toBe('Internal Server Error\n')
    expect(crawlerErrorBody(410)).toBe('Error 410\n')
  })
})

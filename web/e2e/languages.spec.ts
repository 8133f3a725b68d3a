import { randomBytes } from 'node:crypto'
import { expect, hydrated, test } from './fixtures'
import { showFilters } from './layout'
import { e2eOutboxDir, e2eServerEnv } from './auth-env'
import { latestLinkTo, messagesTo } from '../test/outbox'
import { axeViolations } from './axe'
import { bookableSessions } from './bookable'
import { signInVia } from './sign-in'
import { sitesOfOneNeighborhood } from './members-helpers'
import { formatCalendarDate, formatZonedDateTime } from '@/kernel/time'

// A Spanish-speaking visitor: every page has an address in Spanish (/es/…), the header leads to
// the same page in the other language with the list's filters kept, and a page that speaks
// Spanish does so in its words and its content, marked with its language for screen readers.

const SITE = '/sites/abernathy-cold-storage'

test.describe('in Spanish', () => {
  test('a site page opened first in Spanish speaks Spanish, in its words and its building’s, with no accessibility violations', async ({
    page,
  }) => {
    await page.goto(`/es${SITE}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const article = page.locator('article[data-template="site"]')
    await expect(article).toHaveAttribute('lang', 'es')
    for (const heading of ['Horario', 'Cómo llegar', 'Accesibilidad', 'Servicios', 'En el mapa, con lugares cercanos'])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    // The building's own words, from its Spanish translation.
    await expect(page.locator('.lede')).toHaveText(/^Un edificio industrial de estilo Prairie School/)
    // Days and times as Spanish writes them.
    await expect(page.getByRole('rowheader', { name: 'sábado, 17 de octubre' })).toBeVisible()
    await expect(page.getByRole('cell', { name: /^10:00/ }).first()).toBeVisible()
    // The header's words and the way to sign in, in Spanish, coming back here.
    await expect(page.locator('.menu-button')).toHaveText('Menú')
    await expect(page.locator('[data-account="signed-out"]')).toHaveText('Iniciar sesión')
    // The editors' banner and menus from their Spanish translations; a footer label they left
    // untranslated reads in English, marked so.
    await expect(page.getByRole('complementary', { name: 'Aviso' })).toHaveText(
      'Ya está la guía del festival 2026: 17 y 18 de octubre. Empieza a planear tu fin de semana.',
    )
    await expect(page.getByRole('complementary', { name: 'Aviso' }).locator('[lang]')).toHaveCount(0)
    // The main menu (behind Menú on a phone), read from the page.
    await expect(page.locator('#site-menu a[href="/es/sites"]')).toHaveText('Lugares')
    await expect(page.locator('#site-menu a[href="/es/neighborhoods"]')).toHaveText('Barrios')
    await expect(page.locator('#site-menu a[lang]')).toHaveCount(0)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Accesibilidad' })).not.toHaveAttribute('lang', /.*/)
    await expect(footer.getByRole('link', { name: 'Center home' })).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'Inicia sesión para añadir al itinerario' })).toHaveAttribute(
      'href',
      `/es/login?callbackURL=${encodeURIComponent(`/es${SITE}`)}`,
    )
    // A link to another page stays in Spanish.
    await expect(page.getByRole('link', { name: 'Ver este edificio en festivales anteriores' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'South Shore' })).toHaveAttribute('href', '/es/neighborhoods/south-shore')
    const map = page.getByRole('region', { name: /^Mapa de / })
    await map.scrollIntoViewIfNeeded()
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('the home page opened first in Spanish: its dates, figures, ways in and featured sites in Spanish, the editors’ English marked, no accessibility violations', async ({
    page,
  }) => {
    await page.goto('/es')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const home = page.locator('[data-template="home"]')
    // The festival's title is the editors' English: a screen reader says it in English.
    await expect(home.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en')
    // The festival's dates as Spanish writes them (the countdown of each phase: festival-phases.spec.ts).
    await expect(home.locator('header')).toContainText('17–18 de octubre de 2026')
    await expect(home.getByRole('link', { name: 'Explora los lugares' })).toHaveAttribute('href', '/es/sites')
    await expect(home.getByRole('list', { name: 'El festival de este año' })).toContainText(/\d+ lugares abiertos/)
    for (const heading of ['Lugares destacados', 'Explora el festival'])
      await expect(home.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    const explore = home.getByRole('navigation', { name: 'Explora el festival' })
    await expect(explore.getByRole('link', { name: /^Lugares \d+ edificios abiertos$/ })).toHaveAttribute('href', '/es/sites')
    await expect(explore.getByRole('link', { name: /^Rutas \d+ rutas autoguiadas$/ })).toHaveAttribute('href', '/es/stops')
    // A featured site links to its Spanish page, with its Spanish summary.
    const featured = home.locator('section[aria-labelledby="home-featured"] li.card').first()
    await expect(featured.getByRole('link')).toHaveAttribute('href', /^\/es\/sites\//)
    await expect(home.getByRole('link', { name: 'Ver todos los lugares' })).toHaveAttribute('href', '/es/sites')
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 2, name: 'Explore the festival' })).toBeVisible()
    await expect(page.locator('[data-template="home"] h1')).not.toHaveAttribute('lang', /./)
  })

  test('the events list in Spanish: a category chosen in the sheet, its chip, days and cards in Spanish, no full reload, no accessibility violations', async ({
    page,
  }) => {
    await page.goto('/es/events')
    await expect(page.getByRole('heading', { level: 1, name: 'Actividades' })).toBeVisible()
    await expect(page.getByTestId('event-count')).toHaveText(/^\d+ actividades$/)
    await expect(page.getByRole('heading', { level: 2, name: 'sábado, 17 de octubre' })).toBeVisible()
    await page.evaluate(() => Reflect.set(window, '__noReload', true))
    await showFilters(page, 'Filtros')
    await page.getByRole('checkbox', { name: 'Charlas y conferencias' }).check()
    await expect(page).toHaveURL(/\/es\/events\?category=talk$/)
    await expect(page.getByTestId('event-count')).toHaveText(/^\d+ actividad(es cumplen| cumple) tus filtros \(de \d+\)$/)
    await page.keyboard.press('Escape')
    const chips = page.getByRole('list', { name: 'Filtros activos' })
    await expect(chips.getByRole('link', { name: 'Quitar el filtro: Charlas y conferencias' })).toHaveAttribute('href', '/es/events')
    const card = page.locator('[data-template="events-list"] article.card').first()
    await expect(card).toContainText('Charlas y conferencias')
    await expect(card.getByRole('link').first()).toHaveAttribute('href', /^\/es\/events\//)
    expect(await page.evaluate(() => Reflect.get(window, '__noReload'))).toBe(true)
    expect(await axeViolations(page)).toEqual([])
  })

  test('an event opened first in Spanish: its translation, facts and booking box in Spanish, and the switch follows its Spanish slug both ways', async ({
    page,
  }) => {
    const spanish = '/es/events/detras-de-escena-en-novak-center-2026'
    const english = '/events/behind-the-scenes-at-novak-center-2026'
    await page.goto(spanish)
    await expect(page.getByRole('heading', { level: 1, name: 'Detrás de escena en Novak Center' })).toBeVisible()
    const facts = page.getByRole('complementary', { name: 'Datos de la actividad' })
    for (const term of ['Cuándo', 'Dónde', 'Categoría', 'Precio', 'Inscripción'])
      await expect(facts.getByText(term, { exact: true })).toBeVisible()
    await expect(facts).toContainText('Inscripción obligatoria; 40 plazas. Por sorteo, abierto a todos.')
    await expect(facts.getByRole('link', { name: 'Añadir al calendario (.ics)' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Inscríbete' })).toBeVisible()
    // The booking box speaks Spanish too, once its places have come from the API.
    const box = page.locator('#reserve')
    await expect(box.getByRole('listitem').first()).toContainText('Inscripción')
    await expect(box.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute(
      'href',
      `/es/login?callbackURL=${encodeURIComponent(`${spanish}#reserve`)}`,
    )
    await expect(box.locator('[lang="en"]')).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(english)
    await expect(page.getByRole('heading', { level: 1, name: 'Behind the scenes at Novak Center' })).toBeVisible()
    await page.getByRole('link', { name: 'Español' }).click()
    await expect(page).toHaveURL(spanish)
  })

  test('a tour booked in Spanish: its page, the booking box, the outcome, the ticket and My OHC all in Spanish, with no accessibility violations', async ({
    page,
  }, testInfo) => {
    // Sessions two and three: the reservations spec books the first two, one per project.
    const choice = bookableSessions()[2 + ['phone', 'desktop'].indexOf(testInfo.project.name)]
    expect(choice, 'a third and fourth festival tour session open to everyone at the fixed clock').toBeDefined()
    const path = `/es/tours/${choice!.slug}`
    await signInVia(page, '/my-ohc')
    await page.goto(path)
    await expect(page.locator('article[data-template="tour"]')).toHaveAttribute('lang', 'es')
    for (const heading of ['Sesiones', 'Reserva una plaza', 'Accesibilidad'])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    await expect(page.getByRole('columnheader', { name: 'Empieza' }).first()).toBeVisible()
    const box = page.locator('#reserve')
    const row = box.getByRole('listitem').filter({ hasText: formatZonedDateTime(choice!.start, 'America/Chicago', 'long', 'es') })
    await expect(row).toContainText(/Quedan \d+ plazas/)
    await expect(row.getByRole('combobox')).toContainText('2 plazas')
    expect(await axeViolations(page)).toEqual([])
    await row.getByRole('combobox').selectOption('1')
    await row.getByRole('button', { name: 'Reservar' }).click()
    await expect(box.locator('.form-status')).toHaveText('Reserva hecha. Te enviamos una confirmación por correo.')
    await expect(row).toContainText('Tienes 1 plaza.')
    // Its ticket, in My OHC in Spanish: the page the confirmation email leads a Spanish reader to.
    await page.goto('/es/my-ohc/places')
    await expect(page.getByRole('heading', { level: 1, name: 'Sorteos, ofertas y entradas' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sorteos y entradas' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { level: 2, name: 'Entradas' })).toBeVisible()
    const ticket = page.locator('[data-ticket]').filter({ hasText: 'Código de la entrada' }).first()
    await expect(ticket).toContainText('Muestra el código QR en la puerta o lee el código en voz alta a quien te reciba.')
    await expect(ticket).toContainText('1 plaza')
    await expect(ticket.getByRole('link', { name: /^Añadir al calendario: / })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    // The overview and the site tours in Spanish: the reservation at its Spanish time, the counts, the
    // account. The phone's clock is the server's, so the session is still to come.
    await page.clock.setFixedTime(new Date(e2eServerEnv.OHC_TEST_NOW))
    await page.goto('/es/my-ohc')
    await expect(page.getByRole('heading', { level: 1, name: 'Mi OHC' })).toBeVisible()
    const upcoming = page.locator('section[aria-labelledby="reservations-heading"]')
    await expect(upcoming.getByRole('heading', { name: 'Próximas reservas' })).toBeVisible()
    const reservation = upcoming
      .getByRole('listitem')
      .filter({ hasText: formatZonedDateTime(choice!.start, 'America/Chicago', 'long', 'es') })
    await expect(reservation).toContainText('1 plaza')
    await expect(reservation.getByRole('button', { name: /^Cancelar la reserva de / })).toBeVisible()
    await expect(page.locator('section[aria-labelledby="places-heading"]')).toContainText(/\d+ entradas?/)
    await expect(page.getByLabel('Correos en')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cerrar sesión', exact: true })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.goto('/es/my-ohc/site-tours')
    await expect(page.getByRole('heading', { level: 1, name: 'Mis visitas' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Cancelar la reserva de / }).first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.goto(path)
    await row.getByRole('button', { name: 'Cancelar' }).click()
    await expect(box.locator('.form-status')).toHaveText('Tu reserva está cancelada. Gracias por liberar la plaza.')
    await expect(row.getByRole('button', { name: 'Reservar' })).toBeVisible()
  })

  test('a Saturday planned in Spanish: the add dialog, the timeline, Plan it for me, a move, a note and the shared link all in Spanish, with no accessibility violations', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const { saturday, sites } = sitesOfOneNeighborhood(4)
    await signInVia(page, '/my-ohc')
    const headers = { origin: baseURL! }
    const created = await page.request.post('/api/itineraries', { data: { name: 'Sábado' }, headers })
    const { data } = (await created.json()) as { data: { id: string } }
    // West, east, west, east: a list the planner can beat.
    const byLng = [...sites].sort((a, b) => a.lng - b.lng)
    for (const site of [byLng[0]!, byLng[3]!, byLng[1]!]) {
      const added = await page.request.post(`/api/itineraries/${data.id}/items`, {
        data: { kind: 'site', refId: site.id, day: saturday },
        headers,
      })
      expect(added.status()).toBe(201)
    }

    // The fourth from its Spanish page, through the dialog, on Saturday as Spanish writes it.
    const fourth = byLng[2]!
    await page.goto(`/es/sites/${fourth.slug}`)
    const add = page.getByRole('button', { name: 'Añadir al itinerario' })
    await hydrated(add)
    await add.click()
    const dialog = page.getByRole('dialog', { name: `Añadir «${fourth.name}» a un itinerario` })
    await dialog.getByRole('radio', { name: 'Sábado' }).check()
    const saturdayLabel = formatCalendarDate(saturday, 'weekday-month-day', 'es')
    const dayChoice = `${saturdayLabel.charAt(0).toUpperCase()}${saturdayLabel.slice(1)}`
    await dialog.getByLabel('Día (opcional)').selectOption({ label: dayChoice })
    await dialog.getByRole('button', { name: 'Añadir', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Añadido a Sábado.' })).toBeVisible()

    await page.goto(`/es/my-ohc/itineraries?id=${data.id}`)
    await expect(page.locator('[data-template="my-itineraries"]')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1, name: 'Mis itinerarios' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Itinerarios' })).toHaveAttribute('aria-current', 'page')
    const items = page.getByRole('list', { name: 'Elementos' }).locator(':scope > li')
    await expect(items).toHaveCount(4)
    await expect(items.first().locator('.badge').first()).toHaveText('Edificio')
    const day = page.locator(`[data-day-plan="${saturday}"]`)
    await expect(day.getByRole('heading', { level: 3 })).toHaveText(dayChoice)
    // The day's summary and each stop's times as Spanish writes them: a 24-hour clock.
    await expect(day.locator('p.muted').first()).toHaveText(/^\d visitas de \d{1,2}:\d{2} a \d{1,2}:\d{2} · .+ a pie \(.+\)/)
    await expect(day.getByRole('list', { name: /^Horario del sábado$/ })).toBeVisible()
    const stops = day.locator('[data-plan-stop]')
    await expect(stops.first().locator('time')).toHaveText([/^\d{1,2}:\d{2}$/, /^\d{1,2}:\d{2}$/])
    await expect(stops.first()).toContainText(/Sal a las \d{1,2}:\d{2} \(.+ dentro\)/)
    await expect(stops.nth(1)).toContainText(/Camina \d+ min \(.+\)/)
    expect(await axeViolations(page)).toEqual([])

    const planIt = day.getByRole('button', { name: /^Planifícalo por mí: .*menos a pie/ })
    await planIt.click()
    await expect(page.getByRole('status').filter({ hasText: 'Tu lista del sábado ya está en el orden planificado.' })).toBeVisible()
    await expect(day.getByText(/^Tu lista del sábado (está en|es tan buena como) el orden planificado\.$/)).toBeVisible()

    const first = (await items.locator('h3').first().textContent())!
    await page.getByRole('button', { name: `Bajar ${first}` }).click()
    await expect(page.getByRole('status').filter({ hasText: `Itinerario actualizado: ${first} baja un puesto.` })).toBeVisible()
    await expect(items.locator('h3').nth(1)).toHaveText(first)

    await items
      .first()
      .getByRole('button', { name: /^Añadir una nota/ })
      .click()
    await items.first().getByRole('textbox').fill('Entrada por el patio')
    await page.keyboard.press('Enter')
    await expect(items.first().getByRole('status')).toHaveText('Guardada')
    await expect(day.getByText('Nota: Entrada por el patio')).toBeVisible()

    // The shared link is the Spanish page's, and opens in Spanish for anyone.
    await page.getByRole('button', { name: 'Crear un enlace para compartir' }).click()
    const shared = page.getByLabel('Cualquiera con este enlace puede ver este itinerario (solo lectura):')
    await expect(shared).toHaveValue(/\/es\/itineraries\/shared\/[\w-]{43}$/)
    await page.goto(await shared.inputValue())
    await expect(page.locator('[data-template="shared-itinerary"]')).toHaveAttribute('lang', 'es')
    await expect(page.getByText('Itinerario compartido')).toBeVisible()
    await expect(page.locator(`[data-day-plan="${saturday}"] h2`)).toHaveText(dayChoice)
    expect(await axeViolations(page)).toEqual([])
  })

  test('a building that is not there, asked for in Spanish: the 404 page in Spanish, its links to Spanish pages', async ({ page }) => {
    const response = await page.goto('/es/sites/no-such-building')
    expect(response?.status()).toBe(404)
    const message = page.locator('[data-template="not-found"]')
    await expect(message).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos la página')
    await expect(message.locator('.lede')).toHaveText(
      'No encontramos /es/sites/no-such-building. Puede que se haya movido o que la dirección tenga un error.',
    )
    await expect(page.getByRole('link', { name: 'Ver los lugares' })).toHaveAttribute('href', '/es/sites')
    expect(await axeViolations(page)).toEqual([])
    // The same address in English says it in English.
    await page.goto('/sites/no-such-building')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
  })

  test('the header leads to the same page in English and back, and the page names its other language for search engines', async ({
    page,
  }) => {
    await page.goto(`/es${SITE}`)
    const english = page.getByRole('link', { name: 'English' })
    await expect(english).toHaveAttribute('hreflang', 'en')
    await expect(english).toHaveAttribute('lang', 'en')
    await english.click()
    await expect(page).toHaveURL(SITE)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 2, name: 'Getting there' })).toBeVisible()
    const alternates = page.locator('link[rel="alternate"][hreflang]')
    await expect(alternates).toHaveCount(3)
    expect(new URL((await page.locator('link[rel="alternate"][hreflang="es"]').getAttribute('href')) ?? '').pathname).toBe(`/es${SITE}`)
    await page.getByRole('link', { name: 'Español' }).click()
    await expect(page).toHaveURL(`/es${SITE}`)
    await expect(page.getByRole('heading', { level: 2, name: 'Cómo llegar' })).toBeVisible()
  })

  test('switching language on a filtered list keeps its filters, and the list stays filtered', async ({ page }) => {
    const filtered = '/sites?neighborhood=andersonville&day=sunday'
    await page.goto(filtered)
    const count = await page.locator('#sites-count').textContent()
    expect(Number(count?.match(/^(\d+)/)?.[1])).toBeGreaterThan(0)
    await page.getByRole('link', { name: 'Español' }).click()
    await expect(page).toHaveURL(`/es${filtered}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    // The same sites, counted in Spanish.
    const [shown, total] = [...(count ?? '').matchAll(/\d+/g)].map((m) => m[0])
    await expect(page.locator('#sites-count')).toHaveText(`${shown} lugares de ${total}`)
    // A link inside the list keeps to Spanish addresses.
    await expect(page.locator('[data-template="sites-list"] a[href^="/sites/"]')).toHaveCount(0)
    await expect(page.locator('[data-template="sites-list"] a[href^="/es/sites/"]').first()).toBeVisible()
    await page.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(filtered)
  })

  test('a visitor signs in from a Spanish page: the form, the email and the way back are in Spanish', async ({ page }) => {
    const email = `browser-es-${randomBytes(4).toString('hex')}@example.org`
    await page.goto(`/es${SITE}`)
    await page.getByRole('link', { name: 'Inicia sesión para añadir al itinerario' }).click()
    await expect(page).toHaveURL(/\/es\/login\?callbackURL=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible()
    // Before its island hydrates, the browser's own check would catch the address, in its own words.
    await hydrated(page.getByRole('button', { name: 'Enviarme un enlace para entrar' }))
    await page.getByLabel('Correo electrónico').fill('not an address')
    await page.getByRole('button', { name: 'Enviarme un enlace para entrar' }).click()
    await expect(page.locator('#login-problem')).toHaveText('Escribe un correo electrónico válido, como nombre@ejemplo.com.')
    await page.getByLabel('Correo electrónico').fill(email)
    await page.getByRole('button', { name: 'Enviarme un enlace para entrar' }).click()
    await expect(page.getByRole('status')).toContainText('Revisa tu correo')
    await expect(page.getByRole('status')).toContainText(email)
    expect(await axeViolations(page)).toEqual([])
    const link = await latestLinkTo(e2eOutboxDir, email)
    expect(messagesTo(e2eOutboxDir, email).at(-1)?.subject).toMatch(/^Tu enlace para entrar en /)
    await page.goto(link)
    await expect(page).toHaveURL(`/es${SITE}`)
    await expect(page.locator('[data-account="signed-in"]')).toContainText('Mi OHC')
    await expect(page.getByRole('button', { name: 'Añadir al itinerario' })).toBeVisible()
  })

  test.describe('with the position shared', () => {
    test.use({ geolocation: { latitude: 41.882, longitude: -87.629 }, permissions: ['geolocation'] })

    test('the sites list in Spanish: a filter, Cerca de mí and the cards say it all in Spanish, with no accessibility violations', async ({
      page,
    }) => {
      await page.goto('/es/sites')
      await expect(page.getByRole('heading', { level: 1, name: 'Lugares' })).toBeVisible()
      await expect(page.locator('#sites-count')).toHaveText(/^\d+ lugares$/)
      await showFilters(page, 'Filtros')
      await page.getByRole('radio', { name: 'Domingo' }).check()
      await expect(page).toHaveURL(/\/es\/sites\?day=sunday/)
      await expect(page.locator('#sites-count')).toHaveText(/^\d+ lugares de \d+$/)
      const chips = page.getByRole('list', { name: 'Filtros activos' })
      await expect(chips.getByRole('link', { name: 'Quitar el filtro: Domingo' })).toHaveAttribute('href', '/es/sites')
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Cerca de mí' }).click()
      await expect(page).toHaveURL(/\/es\/sites\?.*near=41\.882%2C-87\.629/)
      await expect(chips.getByRole('link', { name: 'Quitar el filtro: Cerca de ti' })).toBeVisible()
      const first = page.locator('[data-template="sites-list"] li.card').first()
      await expect(first).toContainText(/min a pie/)
      await expect(first).toContainText(/Domingo: \d/)
      await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/es\/sites\//)
      expect(await axeViolations(page)).toEqual([])
    })
  })
})

import type { Page, TestInfo } from '@playwright/test'
import { ageRanges, screenTimeOptions } from '../../src/content/calculator'
import { calculatorCopy } from '../../src/content/calculator-copy'
import { consentCopy } from '../../src/content/consent'
import { contactCopy } from '../../src/content/contact'
import { formCopy } from '../../src/content/forms'
import { download } from '../../src/content/download'
import { pages } from '../../src/content/pages'
import { waitlistCopy, waitlistFields } from '../../src/content/waitlist'
import { helpSearchCopy } from '../../src/content/search'
import { searchResultsCopy } from '../../src/content/search-results'
import { calculateScreenTime, lifeGrid } from '../../src/features/calculator/calculator-maths'
import { productName } from '../../src/content/brand'
import { everyPath, resultPath, shownPages, siteContent } from './support/content'
import { uniqueEmail } from './support/emulator'
import { expect, gotoHydrated, test } from './support/fixtures'
import { focusPlacement } from './support/focus-placement'
import { contrastOf } from './support/focus-ring'
import { answerGoogleLocally } from './support/google'
import { visitInScheme } from './support/schemes'

/**
 * Issue 20's audit, as tests: what covers the focused element, where focus goes on a page
 * change, what forced colours and dark mode leave of each control. One test walks every page
 * (a fresh browser per page would cost more than the checks).
 */

const shownHome = shownPages.find((page) => page.path === '/')!
const banner = (page: Page) => page.getByRole('region', { name: consentCopy.title })
const movingWord = ['[data-word]']

const sizes = [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a laptop', width: 1280, height: 800 },
  { name: '400% zoom', width: 320, height: 200 },
] as const

// Tabbing through every page with the consent banner shown and answered, at each size, holds
// focus on screen, uncovered and never lost: the keyboard walks in focus-rings.spec.ts, which
// measure each stop's ring in the same walk.

/**
 * In an open dialog: the first focus (Radix's, on open), every Tab stop through the wrap-around
 * back to the first, and Shift+Tab's wrap from the first to the last are each wholly on screen
 * and uncovered.
 */
async function expectDialogFocusInView(page: Page, name: string) {
  const problems: string[] = []
  const check = async (how: string) => {
    const placed = await page.evaluate(focusPlacement)
    if (!placed) return problems.push(`${name}: focus lost ${how}`)
    if (placed.offscreen)
      problems.push(`${name} ${how}: ${placed.id} is off screen ${placed.offscreen}`)
    if (placed.covered) problems.push(`${name} ${how}: ${placed.id} is covered: ${placed.covered}`)
  }
  await check('on open')
  const first = await page.evaluate(() => document.activeElement?.outerHTML)
  const passed = new Set<string | undefined>([first])
  let stops = 0
  for (; stops < 30; stops++) {
    await page.keyboard.press('Tab')
    await check('after Tab')
    const now = await page.evaluate(() => document.activeElement?.outerHTML)
    if (now === first) break
    if (passed.has(now)) problems.push(`${name}: a stop comes twice before the first: ${now}`)
    passed.add(now)
  }
  expect(stops, `${name}: Tab comes round to the first stop`).toBeLessThan(30)
  await page.keyboard.press('Shift+Tab')
  await check('after Shift+Tab from the first stop')
  expect(problems).toEqual([])
}

test.describe('focus moved by the dialogs stays on screen and uncovered', () => {
  // Radix stops the body taking the pointer in one effect and frees the panel on a later
  // render; watched at the very mutation, the panel must already take it (a tap on the field
  // in between would land on the overlay and close the dialog).
  test('each dialog’s panel takes the pointer from the moment the page behind stops', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { panelPointer: string[] }).panelPointer = [])
      new MutationObserver(() => {
        if (getComputedStyle(document.body).pointerEvents !== 'none') return
        for (const panel of document.querySelectorAll('[data-slot="dialog-content"]'))
          seen.push(getComputedStyle(panel).pointerEvents)
      }).observe(document.body, { attributes: true, attributeFilter: ['style'] })
    })
    const seen = () =>
      page.evaluate(() => (window as unknown as { panelPointer: string[] }).panelPointer)
    await page.getByRole('button', { name: 'menu', exact: true }).click()
    await expect(page.getByRole('button', { name: 'close menu' })).toBeFocused()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'join android waitlist' }).first().click()
    await expect(page.getByLabel(waitlistFields.email.label)).toBeFocused()
    expect(await seen()).toEqual(['auto', 'auto'])
  })

  for (const size of sizes) {
    test(`the menu and the waitlist on ${size.name}`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height })
      await gotoHydrated(page, '/')
      await page.getByRole('button', { name: 'menu', exact: true }).focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('button', { name: 'close menu' })).toBeFocused()
      await expectDialogFocusInView(page, 'the menu')
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: 'join android waitlist' }).first().focus()
      await page.keyboard.press('Enter')
      await expect(page.getByLabel(waitlistFields.email.label)).toBeFocused()
      await expectDialogFocusInView(page, 'the waitlist')
    })
  }
})

test.describe('the consent banner', () => {
  test.use({ analyticsConsent: null })

  test('covers none of the hero’s calls to action, on a phone or a laptop', async ({ page }) => {
    for (const { width, height } of [sizes[0], sizes[1]]) {
      await page.setViewportSize({ width, height })
      await gotoHydrated(page, '/')
      await expect(banner(page)).toBeVisible()
      for (const target of [
        page.getByRole('link', { name: 'Download on the App Store' }).first(),
        page.getByRole('button', { name: 'join android waitlist' }).first(),
      ]) {
        // Where the visitor brings it into view: with the owner's banner on too, a laptop's first
        // screen can end just above it (the design asks the hero to fill a phone's first screen).
        await target.scrollIntoViewIfNeeded()
        const hit = await target.evaluate((element) => {
          const box = element.getBoundingClientRect()
          const found = document.elementFromPoint(
            box.left + box.width / 2,
            box.top + box.height / 2,
          )
          return Boolean(found && (found === element || element.contains(found)))
        })
        expect(hit, `${width} px: nothing covers ${await target.textContent()}`).toBe(true)
      }
    }
  })

  test('comes right after the skip link, and Escape puts it away without a choice', async ({
    page,
  }) => {
    await gotoHydrated(page, '/faq')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'skip to content' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(banner(page).getByRole('link', { name: consentCopy.policy })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(banner(page)).toBeHidden()
    await expect(page.getByRole('main')).toBeFocused()
    expect(await page.evaluate(() => localStorage.getItem('touch-grass:analytics-consent'))).toBe(
      null,
    )
    // put away for this visit only: the next page load asks again
    await gotoHydrated(page, '/faq')
    await expect(banner(page)).toBeVisible()
  })

  test('answering by keyboard leaves focus in the page, not on <body>', async ({
    page,
    context,
  }) => {
    await answerGoogleLocally(context)
    await gotoHydrated(page, '/')
    await banner(page).getByRole('button', { name: consentCopy.accept }).focus()
    await page.keyboard.press('Enter')
    await expect(banner(page)).toBeHidden()
    await expect(page.getByRole('main')).toBeFocused()
  })

  test('at 320 x 200 (400% zoom) every part of it can be scrolled into view', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 200 })
    await gotoHydrated(page, '/')
    for (const part of [
      banner(page).getByText(`${consentCopy.title}:`, { exact: true }),
      banner(page).getByText(/we would like to count visits/),
      banner(page).getByRole('button', { name: consentCopy.reject }),
    ]) {
      await part.scrollIntoViewIfNeeded()
      const seen = await part.evaluate((element) => {
        const box = element.getClientRects()[0] ?? element.getBoundingClientRect()
        const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return Boolean(found && (found === element || element.contains(found)))
      })
      expect(seen, (await part.textContent()) ?? '').toBe(true)
    }
  })
})

test('cookie settings: answering gives focus back to the footer button', async ({ page }) => {
  await gotoHydrated(page, '/terms')
  const settings = page.getByRole('contentinfo').getByRole('button', { name: consentCopy.settings })
  await settings.focus()
  await page.keyboard.press('Enter')
  await expect(banner(page)).toBeFocused()
  await banner(page).getByRole('button', { name: consentCopy.reject }).focus()
  await page.keyboard.press('Enter')
  await expect(banner(page)).toBeHidden()
  await expect(settings).toBeFocused()
})

// With text spacing overridden (1.4.12) nothing scrolls sideways at 320 px, on every page:
// page-sweep.spec.ts.

test.describe('every page change moves focus into the new page and announces its title once', () => {
  /** Records what the route announcer says, from now on. */
  async function listen(page: Page) {
    await page.evaluate(() => {
      const region = document.querySelector('[data-route-announcer]')
      if (!region) throw new Error('no route announcer on the page')
      const said: string[] = []
      Object.assign(window, { said })
      new MutationObserver(() => {
        const text = region.textContent?.trim()
        if (text) said.push(text)
      }).observe(region, { childList: true, characterData: true, subtree: true })
    })
  }

  async function expectArrival(page: Page, heading: string, title: string) {
    await expect(page).toHaveTitle(title)
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toContainText(heading)
    await expect(h1).toBeFocused()
    await expect(h1).toBeInViewport()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { said: string[] }).said))
      .toEqual([title])
    // Still once after the page has settled (two frames later).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )
    expect(await page.evaluate(() => (window as unknown as { said: string[] }).said)).toEqual([
      title,
    ])
  }

  const title = (text: string) => `${text} · touch grass`

  test('a link in the page', async ({ page }) => {
    await gotoHydrated(page, '/')
    await listen(page)
    await page.getByRole('link', { name: 'see what skips have funded' }).click()
    await expectArrival(page, pages.rewilding.heading, title(pages.rewilding.title))
  })

  test('a link in a form’s aside, by keyboard', async ({ page }) => {
    await gotoHydrated(page, '/contact')
    await listen(page)
    await page.getByRole('link', { name: siteContent.site.contact.faqLink }).focus()
    await page.keyboard.press('Enter')
    await expectArrival(page, pages.faq.heading, title(pages.faq.title))
  })

  test('a footer link', async ({ page }) => {
    await gotoHydrated(page, '/faq')
    await listen(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'accessibility' }).click()
    await expectArrival(page, pages.accessibility.heading, title(pages.accessibility.title))
  })

  test('a menu link', async ({ page }) => {
    await gotoHydrated(page, '/')
    await listen(page)
    await page.getByRole('button', { name: 'menu', exact: true }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'contact' }).click()
    await expectArrival(page, pages.contact.heading, title(pages.contact.title))
  })

  test('the 404 page’s way home', async ({ page }) => {
    await gotoHydrated(page, '/nowhere')
    await listen(page)
    await page.getByRole('link', { name: 'back to the homepage' }).click()
    await expectArrival(
      page,
      shownHome.heading,
      shownHome.title.startsWith(productName) ? shownHome.title : title(shownHome.title),
    )
  })

  test('back and forward', async ({ page }) => {
    await gotoHydrated(page, '/faq')
    await page.getByRole('contentinfo').getByRole('link', { name: 'terms of service' }).click()
    await expect(page).toHaveURL('/terms')
    // The arrival on /terms is said once its code has loaded; listen only after that, or it
    // would be heard with the one the test is about.
    await expect(page.locator('[data-route-announcer]')).toHaveText(title(pages.terms.title))
    await listen(page)
    await page.goBack()
    await expectArrival(page, pages.faq.heading, title(pages.faq.title))
  })

  test.describe('a link to a section', () => {
    test.use({ analyticsConsent: null })

    test('focus goes to the section it names', async ({ page }) => {
      await gotoHydrated(page, '/')
      await listen(page)
      await banner(page).getByRole('link', { name: consentCopy.policy }).click()
      await expect(page).toHaveURL('/privacy#2-2-on-this-website')
      const section = page.locator('[id="2-2-on-this-website"]')
      await expect(section).toBeFocused()
      await expect(section).toBeInViewport()
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { said: string[] }).said))
        .toEqual([title(pages.privacy.title)])
    })
  })
})

test('submitting the waitlist on /download keeps focus on the form', async ({ page }) => {
  await gotoHydrated(page, '/download')
  const form = page.getByRole('main')
  await form.getByLabel(waitlistFields.email.label).fill(uniqueEmail('focus'))
  await form.getByRole('button', { name: waitlistCopy.submit }).focus()
  await page.keyboard.press('Enter')
  await expect(form.getByRole('status')).toHaveText(waitlistCopy.success)
  await expect(form.getByRole('button', { name: waitlistCopy.submit })).toBeFocused()
})

test.describe('the waitlist’s invalid-address error is said once, however the form is sent', () => {
  const error = `${formCopy.errorPrefix} ${waitlistFields.email.messages.format}`
  const forms = [
    {
      name: 'the dialog',
      path: '/',
      open: async (page: Page) => {
        await page.getByRole('button', { name: waitlistCopy.openButton }).first().click()
        return page.getByRole('dialog', { name: waitlistCopy.title })
      },
    },
    { name: '/download', path: '/download', open: async (page: Page) => page.getByRole('main') },
  ]
  for (const form of forms) {
    test(`${form.name}: Enter in the field, then the button`, async ({ page }) => {
      await gotoHydrated(page, form.path)
      const scope = await form.open(page)
      const field = scope.getByLabel(waitlistFields.email.label)
      const spoken = scope.locator('[aria-live]')
      await field.fill('not an address')
      await field.press('Enter')
      // Focus stays in the field, so the live region says it.
      await expect(spoken).toHaveText(error)
      await expect(field).toBeFocused()

      // From the button, focus moves to the field, which reads its error; the region says nothing new.
      await gotoHydrated(page, form.path)
      const again = await form.open(page)
      const said: string[] = []
      await page.exposeFunction('heard', (text: string) => said.push(text))
      await again
        .locator('[aria-live]')
        .evaluate((region) =>
          new MutationObserver(() =>
            (window as unknown as { heard: (text: string) => void }).heard(
              region.textContent ?? '',
            ),
          ).observe(region, { childList: true, subtree: true, characterData: true }),
        )
      await again.getByLabel(waitlistFields.email.label).fill('not an address')
      await again.getByRole('button', { name: waitlistCopy.submit }).press('Enter')
      await expect(again.getByLabel(waitlistFields.email.label)).toBeFocused()
      await expect(again.getByLabel(waitlistFields.email.label)).toHaveAccessibleDescription(error)
      expect(said).toEqual([])
    })
  }
})

test.describe('focus rings', () => {
  /** The ring's contrast with what it touches: its own halo, or the surface behind the control. */
  function ringContrast(page: Page, selector: string) {
    return page.evaluate((selector) => {
      const element = document.querySelector<HTMLElement>(selector)
      if (!element) throw new Error(`no ${selector}`)
      const channels = (colour: string) =>
        (colour.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number) as [number, number, number, number?]
      const luminance = (colour: string) => {
        const [r = 0, g = 0, b = 0] = channels(colour).map((c) => (c ?? 0) / 255)
        const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
      }
      const opaque = (colour: string) =>
        colour !== 'transparent' && (channels(colour)[3] ?? 1) > 0.5
      const style = getComputedStyle(element)
      const ring = style.outlineColor
      const halo = /^(rgba?\([^)]*\))/.exec(style.boxShadow)?.[1]
      let behind = 'rgb(255, 255, 255)'
      for (let node = element.parentElement; node; node = node.parentElement) {
        const background = getComputedStyle(node).backgroundColor
        if (opaque(background)) {
          behind = background
          break
        }
      }
      const against = halo && opaque(halo) ? halo : behind
      const [light, dark] = [luminance(ring), luminance(against)].sort((a, b) => b - a) as [
        number,
        number,
      ]
      return (light + 0.05) / (dark + 0.05)
    }, selector)
  }

  test('the menu button’s and the videos’ rings keep 3:1 against what they sit on', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    await page.keyboard.press('Tab')
    await page.getByRole('button', { name: 'menu', exact: true }).focus()
    expect(await ringContrast(page, 'button[aria-expanded]')).toBeGreaterThanOrEqual(3)
    await page.getByRole('button', { name: /the demo video/ }).focus()
    expect(await ringContrast(page, 'figure button')).toBeGreaterThanOrEqual(3)

    await gotoHydrated(page, '/download')
    await page.keyboard.press('Tab')
    await expect(page.locator('video')).toHaveAccessibleName(download.video.label)
    await page.getByRole('button', { name: 'play the demo video' }).focus()
    expect(await ringContrast(page, 'figure button')).toBeGreaterThanOrEqual(3)
  })
})

/** Every state the axe sweep and the screenshots look at, beyond each page as it loads. */
const states: { name: string; path: string; enter: (page: Page) => Promise<void> }[] = [
  {
    name: 'menu open',
    path: '/',
    enter: async (page) => {
      await page.getByRole('button', { name: 'menu', exact: true }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
  {
    name: 'waitlist open',
    path: '/',
    enter: async (page) => {
      await page.getByRole('button', { name: 'join android waitlist' }).first().click()
      await expect(page.getByRole('dialog', { name: waitlistCopy.title })).toBeVisible()
    },
  },
  {
    name: 'contact errors',
    path: '/contact',
    enter: async (page) => {
      await page.getByRole('button', { name: 'send message' }).click()
      await expect(
        page.getByRole('region', { name: contactCopy.errorSummary.heading }),
      ).toBeFocused()
    },
  },
  {
    name: 'help search results',
    path: '/faq',
    enter: async (page) => {
      await page.getByRole('combobox', { name: helpSearchCopy.label }).click()
      await page.keyboard.type('skip')
      await expect(page.getByRole('option').first()).toBeVisible()
      await page.keyboard.press('ArrowDown')
    },
  },
  {
    name: 'help search without a result',
    path: '/faq',
    enter: async (page) => {
      await page.getByRole('combobox', { name: helpSearchCopy.label }).click()
      await page.keyboard.type('submarine')
      await expect(page.getByText(searchResultsCopy.noResults)).toBeVisible()
    },
  },
  {
    name: 'faq answer open',
    path: '/faq',
    enter: async (page) => {
      const first = page.getByRole('main').getByRole('button', { expanded: false }).first()
      const question = page.locator(`[id="${await first.getAttribute('id')}"]`)
      await question.click()
      await expect(question).toHaveAttribute('aria-expanded', 'true')
    },
  },
]

const slug = (text: string) => text.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${slug(name)}.png`), fullPage: true })
}

for (const scheme of ['dark', 'forced colours'] as const) {
  test(`in ${scheme}, every page and state keeps each control’s boundary and passes axe`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000)
    const lost: string[] = []
    const visit = async (path: string, name: string, enter?: (page: Page) => Promise<void>) => {
      const shown = () => screenshot(page, testInfo, `${scheme} ${name}`)
      const controls = await visitInScheme(page, path, scheme, {
        enter,
        exclude: movingWord,
        shown,
      })
      lost.push(...controls.map((control) => `${name}: ${control}`))
    }
    for (const path of everyPath) await visit(path, path)
    for (const state of states) await visit(state.path, state.name, state.enter)
    expect(lost).toEqual([])
  })
}

/** Each kind of square in the life grid, painted by its fill or (hollow) its border. */
function lifeGridPaint(page: Page) {
  return page.evaluate(() => {
    const grid = document.querySelector('[data-cell]')?.closest('figure')
    const card = getComputedStyle(grid?.closest('section') ?? document.body).backgroundColor
    const kinds: Record<string, string> = {}
    for (const square of grid?.querySelectorAll<HTMLElement>('[data-cell]') ?? []) {
      const style = getComputedStyle(square)
      const filled = !/rgba\([^)]*,\s*0\)|transparent/.test(style.backgroundColor)
      kinds[square.dataset.cell ?? ''] = filled
        ? `fill ${style.backgroundColor}`
        : `edge ${style.borderTopColor}`
    }
    return { card, kinds }
  })
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const channelsOf = (colour: string) =>
  (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number) as [number, number, number]

test('in forced colours the waitlist’s panel keeps an edge against the page behind it', async ({
  page,
}) => {
  // Forced colours paint the panel and the dimmed page behind it the same colour: only a border
  // shows where the panel starts.
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' })
  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: waitlistCopy.openButton }).first().click()
  const panel = page.getByRole('dialog', { name: waitlistCopy.title })
  await expect(panel).toBeVisible()
  const edge = await panel.evaluate((element) => {
    const style = getComputedStyle(element)
    return {
      width: parseFloat(style.borderTopWidth),
      style: style.borderTopStyle,
      standsOut: style.borderTopColor !== style.backgroundColor,
    }
  })
  expect(edge).toEqual({ width: 2, style: 'solid', standsOut: true })
})

test('in forced colours the calculator’s life grid and legend stay visible', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' })
  await gotoHydrated(page, resultPath)
  const { card, kinds } = await lifeGridPaint(page)
  expect(Object.keys(kinds)).toHaveLength(3)
  expect(new Set(Object.values(kinds)).size).toBe(3)
  expect(Object.values(kinds).map((paint) => paint.split(' ').slice(1).join(' '))).not.toContain(
    card,
  )
})

test('the life grid: every kind of square stands out 3:1 from the card, and the results’ summary counts them', async ({
  page,
}) => {
  const [, , ageId, hoursId] = resultPath.split('/')
  const age = ageRanges.find((range) => range.id === ageId)!
  const hours = screenTimeOptions.find((option) => option.id === hoursId)!
  const result = calculateScreenTime(age, hours)
  const cells = lifeGrid(result.ageMidpoint, result.lifetimeYears)
  const count = (kind: string) => cells.filter((cell) => cell === kind).length
  const alt = calculatorCopy.results.lifeGrid.alt(
    count('lived'),
    count('ahead') + count('phone'),
    count('phone'),
  )
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
    await gotoHydrated(page, resultPath)
    const heading = page.getByRole('heading', { name: calculatorCopy.results.heading })
    await expect(heading).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(alt)}\\.$`))
    const { card, kinds } = await lifeGridPaint(page)
    expect(Object.keys(kinds).sort()).toEqual(['ahead', 'lived', 'phone'])
    for (const [kind, paint] of Object.entries(kinds)) {
      expect(
        contrastOf(channelsOf(paint), channelsOf(card)),
        `${colorScheme}: ${kind}`,
      ).toBeGreaterThanOrEqual(3)
    }
  }
})

// The light scheme passes axe with the banner shown on every page, on a phone and a laptop:
// page-sweep.spec.ts.

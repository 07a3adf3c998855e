import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { calculatorCopy } from '../../src/content/calculator-copy'
import { ageRanges, resultPath, screenTimeOptions } from '../../src/content/calculator'
import { consentCopy } from '../../src/content/consent'
import { contactCopy } from '../../src/content/contact'
import {
  contactEntries,
  expectedPayload,
  fillContact,
  textLabel,
  type Fillable,
} from '../fixtures/contact-form'
import { shownPages, siteContent } from '../e2e/support/content'
import { notFoundPage, pages, primaryNav } from '../../src/content/pages'
import { formCopy } from '../../src/content/forms'
import { helpSearchEntry } from '../../src/content/pages'
import { helpSearchCopy } from '../../src/content/search'
import { waitlistCopy, waitlistFields } from '../../src/content/waitlist'
import { calculateScreenTime } from '../../src/features/calculator/calculator-maths'
import { consentStorageKey } from '../../src/lib/consent'
import { parseEnv } from '../../src/lib/env.schema'
import { uniqueEmail, waitlistEntriesFor } from '../e2e/support/emulator'
import { focusPlacement } from '../e2e/support/focus-placement'
import { webkitTreeReadable, webkitTreeWhen } from './support/atspi-tree'
import { startContactFormStandIn } from './support/contact-form-stand-in'
import {
  byText,
  byTextStart,
  onScreen,
  openHydrated,
  pageProblems,
  startBrowser,
  textOf,
} from './support/session'

let browser: WebdriverIO.Browser
let contactForm: Awaited<ReturnType<typeof startContactFormStandIn>>

beforeAll(async () => {
  contactForm = await startContactFormStandIn()
  browser = await startBrowser()
})

afterAll(async () => {
  await browser?.deleteSession()
  await contactForm?.close()
})

afterEach(async () => {
  expect(await pageProblems(browser), 'nothing uncaught, logged as an error or blocked').toEqual([])
})

const button = (text: string) => browser.$(byText('button', text))
const currentPath = async () => {
  const url = new URL(await browser.getUrl())
  return url.pathname + url.search
}
const storedConsent = () => browser.execute((key) => localStorage.getItem(key), consentStorageKey)

// The first test meets the site as a new visitor does; the rest start with the choice made.
describe('the consent banner', () => {
  test('asks a new visitor, answers, and remembers the answer on the next page', async () => {
    await openHydrated(browser, pages.rewilding.path)
    expect(await storedConsent()).toBeNull()
    await expect(button(consentCopy.reject).isDisplayed()).resolves.toBe(true)
    await button(consentCopy.reject).click()
    await button(consentCopy.reject).waitForDisplayed({ reverse: true })
    expect(await storedConsent()).toBe('denied')

    await openHydrated(browser, pages.faq.path)
    expect(await button(consentCopy.reject).isDisplayed()).toBe(false)

    await browser.$('footer').$(byText('button', consentCopy.settings)).click()
    await button(consentCopy.accept).waitForDisplayed()
    await button(consentCopy.reject).click()
    await button(consentCopy.reject).waitForDisplayed({ reverse: true })
    expect(await storedConsent()).toBe('denied')
  })
})

describe('every route', () => {
  for (const page of shownPages) {
    test(`${page.path} renders its heading and hydrates`, async () => {
      await openHydrated(browser, page.path)
      expect(await textOf(browser.$('h1'))).toContain(page.heading)
      expect(await browser.getTitle()).toContain(page.title)
    })
  }

  test('an unknown address shows the not-found page and hydrates', async () => {
    await openHydrated(browser, '/no-such-page')
    expect(await browser.getTitle()).toContain(notFoundPage.title)
  })
})

describe('the menu', () => {
  test('opens, and navigates to the chosen page', async () => {
    await openHydrated(browser, pages.home.path)
    await button('menu').click()
    const menu = browser.$('nav[aria-label=main]')
    await menu.waitForDisplayed()
    const faq = primaryNav.find((item) => item.page === pages.faq)
    await menu.$(byText('a', faq?.label ?? '')).click()
    await browser.waitUntil(async () => (await currentPath()) === pages.faq.path)
    await menu.waitForDisplayed({ reverse: true })
    expect(await textOf(browser.$('h1'))).toContain(pages.faq.heading)
  })
})

describe('the headline', () => {
  test('the word changes to the next one in order', async () => {
    await openHydrated(browser, pages.home.path)
    const visibleWord = () =>
      browser.execute(() =>
        [...document.querySelectorAll('[data-word]')]
          .filter((node) => getComputedStyle(node).opacity === '1')
          .map((node) => node.textContent),
      )
    expect(await visibleWord()).toEqual([siteContent.site.home.rotatingWords[0]])
    await browser.waitUntil(
      async () =>
        JSON.stringify(await visibleWord()) ===
        JSON.stringify([siteContent.site.home.rotatingWords[1]]),
      { timeoutMsg: `"${siteContent.site.home.rotatingWords[1]}" never showed` },
    )
  })
})

describe('the demo video', () => {
  test('on /download it plays from its button, and pauses again', async () => {
    await openHydrated(browser, pages.download.path)
    const paused = () => browser.execute(() => document.querySelector('video')?.paused)
    expect(await paused()).toBe(true)
    await button('play the demo video').click()
    await browser.waitUntil(async () => (await paused()) === false, {
      timeoutMsg: 'the video never played',
    })
    await button('pause the demo video').click()
    await browser.waitUntil(async () => (await paused()) === true, {
      timeoutMsg: 'the video never paused',
    })
  })
})

describe('the android waitlist', () => {
  test('rejects a bad address, saves a good one to Firestore and thanks the visitor', async () => {
    await openHydrated(browser, pages.home.path)
    await button(waitlistCopy.openButton).click()
    const dialog = browser.$('[role=dialog]')
    await dialog.waitForDisplayed()
    const email = dialog.$('input[type=email]')
    await email.setValue('not-an-email')
    await dialog.$(byText('button', waitlistCopy.submit)).click()
    // The error beside the field, read with its "error:" prefix.
    await dialog
      .$(byText('span', `${formCopy.errorPrefix} ${waitlistFields.email.messages.format}`))
      .waitForDisplayed()
    expect(await email.getAttribute('aria-invalid')).toBe('true')

    const address = uniqueEmail('webkit')
    await email.clearValue()
    await email.setValue(address)
    await dialog.$(byText('button', waitlistCopy.submit)).click()
    const status = dialog.$('[role=status]')
    await browser.waitUntil(async () => (await textOf(status)) === waitlistCopy.success, {
      timeoutMsg: 'the visitor was never thanked',
    })
    const stored = await waitlistEntriesFor(address)
    expect(stored).toHaveLength(1)
  })
})

describe('the screen time calculator', () => {
  const [age, hours] = [ageRanges[1], screenTimeOptions[2]]
  const results = byText('h2', calculatorCopy.results.heading)

  test('reaches the results by two clicks', async () => {
    await openHydrated(browser, pages.calculator.path)
    await browser.$(byTextStart('button', `${age.range} `)).click()
    await browser.$(byTextStart('button', `${hours.range} `)).click()
    await browser.$(results).waitForDisplayed()
    await browser.waitUntil(async () => (await currentPath()) === resultPath(age.id, hours.id), {
      timeoutMsg: 'the address never became the result page',
    })
  })

  test('a result page opens from its address with every figure', async () => {
    await openHydrated(browser, resultPath(age.id, hours.id))
    await browser.$(results).waitForDisplayed()
    const lines = calculatorCopy.results.lines({
      screenTime: hours,
      ...calculateScreenTime(age, hours),
    })
    for (const figure of lines.figures) {
      await browser.$(byText('*', figure.value)).waitForDisplayed()
    }
  })
})

describe('the faq', () => {
  test('a question opens its answer', async () => {
    await openHydrated(browser, pages.faq.path)
    const item = siteContent.faqGroups[0]?.items[0]
    if (!item) throw new Error('the faq has no questions')
    const question = button(item.question)
    expect(await question.getAttribute('aria-expanded')).toBe('false')
    await question.click()
    await browser.waitUntil(async () => (await question.getAttribute('aria-expanded')) === 'true')
    const answer = browser.$(`#${await question.getAttribute('aria-controls')}`)
    await answer.waitForDisplayed()
    expect(await textOf(answer)).toContain(String(item.answer[0]).slice(0, 30))
  })
})

describe('the help search', () => {
  test('a typo finds the answer; arrows and Enter open it, focused and on screen', async () => {
    await openHydrated(browser, pages.faq.path)
    const item = siteContent.faqGroups
      .flatMap((group) => group.items)
      .find((candidate) => /android/.test(candidate.question))
    if (!item) throw new Error('the faq has no android question')
    const field = browser.$(`#${helpSearchEntry.id}`)
    await field.click()
    await browser.keys([...'andriod'])
    const first = browser.$('[role="listbox"] [role="option"]')
    await first.waitForDisplayed()
    expect(await textOf(first)).toContain(item.question)
    await browser.keys(['ArrowDown'])
    expect(await field.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'))
    await browser.keys(['Enter'])
    const question = button(item.question)
    await browser.waitUntil(async () => (await question.getAttribute('aria-expanded')) === 'true')
    await browser.waitUntil(async () =>
      browser.execute((id) => document.activeElement?.closest(`[id="${id}"]`) !== null, item.id),
    )
    const placement = await browser.execute(focusPlacement)
    expect(placement?.offscreen ?? null).toBeNull()
    expect(placement?.covered ?? null).toBeNull()
    expect(new URL(await browser.getUrl()).hash).toBe(`#${item.id}`)
  })
})

/** The control a visible label names. */
const field = async (label: string) =>
  browser.$(`#${await browser.$(byText('label', label)).getAttribute('for')}`)

/** The fixture's fill through WebDriver: each control found by its label, scrolled to first. */
const byLabel: Fillable = {
  getByRole: (_role, { name }) => ({
    fill: async (value) => (await onScreen(browser, field(name))).setValue(value),
    check: async () => (await onScreen(browser, browser.$(byTextStart('label', name)))).click(),
  }),
}

describe('the contact form', () => {
  const recipient = parseEnv(process.env).VITE_CONTACT_SUPPORT_RECIPIENT

  test('lists what is missing, then sends the message', async () => {
    await openHydrated(browser, pages.contact.path)
    // The form checks itself once its effects have run (before that the browser's own checks
    // stand in); a visitor starts in the first field, which also fetches the checks.
    await (await field(textLabel.name)).click()
    await browser.$('form[novalidate]').waitForExist({ timeoutMsg: 'the form never took over' })
    await button(contactCopy.submit.idle).click()
    // GOV.UK's error summary: a region named by its heading, focused on submit (so it is read).
    const summary = browser.$('[role=region][aria-labelledby="contact-error-summary-title"]')
    await summary.waitForDisplayed()
    expect(await textOf(summary)).toContain(contactCopy.errorSummary.heading)
    expect(
      await browser.execute(() => document.activeElement?.getAttribute('aria-labelledby')),
    ).toBe('contact-error-summary-title')

    await fillContact(byLabel)
    await (await onScreen(browser, button(contactCopy.submit.idle))).click()
    await browser.$(byText('h2', contactCopy.sent.heading)).waitForDisplayed()
    expect(contactForm.posts).toMatchObject([
      {
        path: `/ajax/${recipient}`,
        contentType: 'application/json',
        body: expectedPayload('support'),
      },
    ])
  })
})

// What a screen reader gets from WebKit at each step, read through AT-SPI (support/atspi-tree):
// roles, names, descriptions, states and what the live regions hold, as Chromium's are read in
// tests/e2e (accessibility-tree.spec.ts, contact.spec.ts). WebKitGTK only: Safari's tree is not
// readable from here.
describe.runIf(webkitTreeReadable)('what a screen reader hears', () => {
  const has = (line: string) => (lines: string[]) => lines.includes(line)
  const expectTree = async (role: string | undefined, line: string) =>
    expect(await webkitTreeWhen(role, has(line))).toContain(line)

  test('the menu: a collapsed push button (not a combo box), then a dialog named "menu"', async () => {
    await openHydrated(browser, pages.home.path)
    const page = await webkitTreeWhen(undefined, has('push button "menu" collapsed'))
    expect(page).toContain('push button "menu" collapsed')
    expect(page.filter((line) => line.startsWith('combo box'))).toEqual([])
    await button('menu').click()
    const menu = await webkitTreeWhen('dialog', has('push button "close menu" focused'))
    expect(menu[0]).toMatch(/^dialog "menu"/)
    expect(menu).toContain('push button "close menu" focused')
    await browser.keys('Escape')
    await expectTree(undefined, 'push button "menu" focused collapsed')
  })

  const error = `${formCopy.errorPrefix} ${waitlistFields.email.messages.format}`
  const email = `entry "${waitlistFields.email.label}"`
  for (const form of [
    { name: 'the waitlist dialog', path: pages.home.path, root: 'dialog' },
    { name: 'the waitlist on /download', path: pages.download.path, root: 'form' },
  ]) {
    test(`${form.name}: not invalid untouched, its error said once and gone once fixed`, async () => {
      await openHydrated(browser, form.path)
      if (form.root === 'dialog') await button(waitlistCopy.openButton).click()
      const field = browser.$(
        `${form.root === 'dialog' ? '[role=dialog]' : 'main'} input[type=email]`,
      )
      await field.waitForDisplayed()
      await field.click()
      const errors = (lines: string[]) => lines.filter((line) => line === `text "${error}"`)
      // Untouched: focused and required, not invalid.
      await expectTree(form.root, `${email} focused required`)

      // Sent from the field with a bad address: invalid, described by the error, which the live
      // region says.
      await browser.keys([...'nope', 'Enter'])
      const failed = await webkitTreeWhen(form.root, (lines) => errors(lines).length === 2)
      expect(failed).toContain(`${email} (${error}) focused invalid required`)
      expect(failed[failed.indexOf('paragraph "" live=polite') + 1]).toBe(`text "${error}"`)

      // Said, it leaves the live region as the address is edited: heard once, beside the field.
      await browser.keys(['x'])
      expect(
        errors(await webkitTreeWhen(form.root, (lines) => errors(lines).length === 1)),
      ).toEqual([`text "${error}"`])

      // Fixed: nothing of the error is left, and the field is not invalid.
      await field.setValue('ada@example.com')
      const fixed = await webkitTreeWhen(
        form.root,
        (lines) => !lines.some((line) => line.includes(waitlistFields.email.messages.format)),
      )
      expect(fixed.filter((line) => line.includes(waitlistFields.email.messages.format))).toEqual(
        [],
      )
      expect(fixed).toContain(`${email} focused required`)
    })
  }

  test('/contact: untouched, an error, fixed and sent', async () => {
    const recipient = parseEnv(process.env).VITE_CONTACT_SUPPORT_RECIPIENT
    await openHydrated(browser, pages.contact.path)
    const invalid = (lines: string[]) => lines.filter((line) => / invalid( |$)/.test(line))
    const atspiRole = { radio: 'radio button', textbox: 'entry' }
    const untouched = await webkitTreeWhen('form', (lines) =>
      lines.some((l) => l.startsWith('entry')),
    )
    expect(invalid(untouched)).toEqual([])
    for (const { role, label } of contactEntries('support'))
      expect(untouched.some((line) => line.startsWith(`${atspiRole[role]} "${label}"`))).toBe(true)

    await browser
      .$(`#${await browser.$(byText('label', textLabel.name)).getAttribute('for')}`)
      .click()
    await browser.$('form[novalidate]').waitForExist({ timeoutMsg: 'the form never took over' })
    await button(contactCopy.submit.idle).click()
    const heading = contactCopy.errorSummary.heading
    const failed = await webkitTreeWhen(undefined, (lines) =>
      lines.some((line) => line.includes(`"${heading}" focused`)),
    )
    expect(failed.some((line) => line.includes(`"${heading}" focused`))).toBe(true)
    for (const { role, label } of contactEntries('support')) {
      const line = failed.find((each) => each.startsWith(`${atspiRole[role]} "${label}"`))
      expect(line, label).toMatch(
        role === 'radio' ? / invalid required$/ : /\(.*error: .+\) invalid required$/,
      )
    }

    await fillContact(byLabel)
    const fixed = await webkitTreeWhen('form', (lines) => invalid(lines).length === 0)
    expect(invalid(fixed)).toEqual([])
    expect(fixed.filter((line) => line.includes('error:'))).toEqual([])

    const sends = contactForm.posts.length
    await (await onScreen(browser, button(contactCopy.submit.idle))).click()
    const sent = contactCopy.sent.heading
    const done = await webkitTreeWhen(undefined, (lines) =>
      lines.some((line) => line.includes(`"${sent}" focused`)),
    )
    // A named region, not an unnamed section.
    expect(done.find((line) => line.includes(`"${sent}" focused`))).toMatch(/^landmark "/)
    expect(contactForm.posts.slice(sends)).toMatchObject([{ path: `/ajax/${recipient}` }])
  })

  test('the help search: a combobox, its count, options named by title and place, and Alt+Up closing it', async () => {
    await openHydrated(browser, pages.faq.path)
    await browser.$(`#${helpSearchEntry.id}`).click()
    const combobox = `combo box "${helpSearchCopy.label}" (${helpSearchCopy.hint})`
    await expectTree(undefined, `${combobox} focused collapsed`)
    await browser.keys([...'skip'])
    const count = (lines: string[]) =>
      lines.find((line) => /^text "\d+ answers? found"$/.test(line))
    const open = await webkitTreeWhen(undefined, (lines) => count(lines) !== undefined)
    expect(open).toContain(`${combobox} focused expanded`)
    expect(open).toContain(`list box "${helpSearchCopy.resultsLabel}"`)
    // The options: the named list items between the list box and the count.
    const options = open
      .slice(open.indexOf(`list box "${helpSearchCopy.resultsLabel}"`), open.indexOf(count(open)!))
      .filter((line) => /^list item "\S/.test(line))
    expect(count(open)).toBe(`text "${options.length} answers found"`)
    // Each option: "title, place" (a pause between its two lines), its excerpt as description.
    for (const line of options) expect(line).toMatch(/^list item "[^"]*\S ?, [^"]+ · [^"]+" \(.+\)/)

    await browser.keys(['ArrowDown'])
    await webkitTreeWhen(undefined, (lines) =>
      lines.some((line) => / focused selected$/.test(line)),
    )
    await browser.keys(['Alt', 'ArrowUp'])
    const closed = await webkitTreeWhen(undefined, has(`${combobox} focused collapsed`))
    expect(closed).toContain(`${combobox} focused collapsed`)
    const list = closed.indexOf(`list box "${helpSearchCopy.resultsLabel}"`)
    expect(closed[list + 1]).not.toMatch(/^list item "\S/)
    expect(count(closed)).toBeUndefined()
  })
})

// Last: it resizes the window, which WebKit may not give back exactly.
describe('focus stays on screen and uncovered', () => {
  const [age, hours] = [ageRanges[1], screenTimeOptions[2]]
  const placement = () => browser.execute(focusPlacement)

  test('after "start again" the first question’s heading is in view', async () => {
    await openHydrated(browser, resultPath(age.id, hours.id))
    const startAgain = button(calculatorCopy.results.startAgain)
    await startAgain.waitForClickable()
    await browser.execute(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await startAgain.click()
    await browser.waitUntil(
      async () =>
        (await browser.execute(() => document.activeElement?.textContent)) ===
        calculatorCopy.age.question,
      { timeoutMsg: 'focus never reached the first question' },
    )
    expect(await textOf(browser.$('h2'))).toBe(calculatorCopy.age.question)
    const placed = await placement()
    expect(placed?.offscreen ?? null, placed?.id).toBe(null)
    expect(placed?.covered ?? null, placed?.id).toBe(null)
  })

  test('at 400 % zoom: the menu and the waitlist dialog, on open and through wrap-around', async () => {
    await browser.setWindowSize(320, 200)
    try {
      const problems: string[] = []
      const check = async (how: string) => {
        const placed = await placement()
        if (!placed) return problems.push(`focus lost ${how}`)
        if (placed.offscreen) problems.push(`${how}: ${placed.id} off screen ${placed.offscreen}`)
        if (placed.covered) problems.push(`${how}: ${placed.id} covered: ${placed.covered}`)
      }
      const walk = async (name: string) => {
        await check(`${name} on open`)
        const first = await browser.execute(() => document.activeElement?.outerHTML)
        for (let stop = 0; stop < 20; stop++) {
          await browser.keys('Tab')
          await check(`${name} after Tab`)
          if ((await browser.execute(() => document.activeElement?.outerHTML)) === first) break
        }
        await browser.keys(['Shift', 'Tab'])
        await check(`${name} after Shift+Tab`)
      }
      await openHydrated(browser, pages.home.path)
      expect(await browser.execute(() => window.innerHeight)).toBeLessThan(260)
      await browser.execute(() => {
        const menu = [...document.querySelectorAll('button')].find((b) => b.textContent === 'menu')
        menu?.focus()
      })
      await browser.keys('Enter')
      await browser.$('nav[aria-label=main]').waitForDisplayed()
      await walk('the menu')
      await browser.keys('Escape')

      await button(waitlistCopy.openButton).click()
      await browser.$('[role=dialog] input[type=email]').waitForDisplayed()
      await browser.waitUntil(
        async () =>
          (await browser.execute(() => document.activeElement?.getAttribute('type'))) === 'email',
        { timeoutMsg: 'the waitlist field never took focus' },
      )
      await walk('the waitlist')
      expect(problems).toEqual([])
    } finally {
      await browser.setWindowSize(390, 844)
    }
  })
})

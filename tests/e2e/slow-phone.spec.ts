import type { Page, Route } from '@playwright/test'
import { kindOf } from '../../src/components/form-kit/form-fields'
import { contactCopy, contactFields } from '../../src/content/contact'
import type { FieldSpec } from '../../src/content/forms'
import { siteContent } from './support/content'
import { waitlistCopy, waitlistFields } from '../../src/content/waitlist'
import { testContactFormOrigin as formOrigin } from '../../scripts/lib/test-ports.mjs'
import { waitlistEntriesFor } from './support/emulator'
import { expect, test } from './support/fixtures'
import { sweepLoad, type SweepLoss, type SweptControl } from './support/sweep'

// Nothing a visitor chooses, types or presses is undone or lost while the page comes alive, at
// any moment from the first paint until it is live, on a phone's CPU and a slower one (4x and 6x
// through the DevTools protocol). Each page is loaded three times at once, each a third of a tick
// later than the one before, so together they try every control every ~3 ms (tests/e2e/support/sweep.ts).
const rates = [4, 6] as const
const everyMs = 10
const phases = [0, 3, 7]
const minimumTries = 60
test.describe.configure({ timeout: 300_000 })

const menu: SweptControl = {
  name: 'menu',
  kind: 'press',
  selector: 'button.no-print[aria-expanded]',
}
/** Every field of a form's table, tried as its kind says: text that passes its checks, or a choice. */
const fieldsOf = (table: Record<string, FieldSpec>, scope: string) =>
  Object.entries(table).map(([name, spec]) => ({
    name,
    selector: `${scope} [name="${name}"]`,
    ...kindOf(spec).sweep(name),
  }))
const contactControls: SweptControl[] = [...fieldsOf(contactFields, 'form'), menu]
const downloadControls: SweptControl[] = [
  // A fresh address each run: the signup it ends in is counted.
  { ...fieldsOf(waitlistFields, 'main')[0]!, kind: 'text', valueFor: [`v${Date.now()}-`, '@x.io'] },
  { name: 'submit press', kind: 'press', selector: 'main form button[type="submit"]' },
  { name: 'script submit', kind: 'submit', selector: 'main form' },
  menu,
]
/** Requests each page made to the forms' no-JavaScript address (FormSubmit's stand-in). */
const plainPosts = new WeakMap<Page, string[]>()
const recordPlainPosts = async (page: Page) => {
  const posts: string[] = []
  plainPosts.set(page, posts)
  page.on('request', (request) => {
    if (request.url().startsWith(formOrigin)) posts.push(`${request.method()} ${request.url()}`)
  })
}

/** The held submits went through the form: one signup of the last address, never a plain post. */
async function signsUpOnce(page: Page, expected: Record<string, string>): Promise<SweepLoss[]> {
  const losses = await opens('dialog', 'menu', 'menu')(page)
  const status = page.getByRole('main').getByRole('status')
  const thanked = await status
    .filter({ hasText: waitlistCopy.success })
    .waitFor({ timeout: 30_000 })
    .then(
      () => 'thanked',
      async () => (await status.textContent()) ?? '',
    )
  const entries = (await waitlistEntriesFor(expected.email!)).length
  const posts = plainPosts.get(page) ?? []
  if (thanked !== 'thanked' || entries !== 1 || posts.length > 0)
    losses.push({
      control: 'submit',
      at: -1,
      expected: `thanked, 1 entry for ${expected.email}, no plain post`,
      held: `${thanked}, ${entries} entries, ${posts.join(' ') || 'no plain post'}`,
    })
  return losses
}
const [question] = siteContent.faqGroups[0]!.items

/** Held presses act once the page is live: the dialog `name` opens, and closes on Escape. */
const opens =
  (role: 'dialog' | 'region', name: string, control: string) =>
  async (page: Page): Promise<SweepLoss[]> => {
    const opened = page.getByRole(role, { name })
    const shown = await opened.waitFor({ state: 'visible', timeout: 20_000 }).then(
      () => true,
      () => false,
    )
    if (role === 'dialog' && shown) {
      await page.keyboard.press('Escape')
      await opened.waitFor({ state: 'hidden' })
    }
    return shown ? [] : [{ control, at: -1, expected: 'open', held: 'not open' }]
  }

/** The live form sends what the sweep left in it: its own state matches the page's. */
async function contactSends(page: Page, expected: Record<string, string>): Promise<SweepLoss[]> {
  const menuLost = await opens('dialog', 'menu', 'menu')(page)
  const posts: Record<string, string>[] = []
  await page.route(`${formOrigin}/**`, async (route: Route) => {
    const headers = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers })
    posts.push(route.request().postDataJSON() as Record<string, string>)
    return route.fulfill({ status: 200, headers, json: { success: 'true' } })
  })
  await page.getByRole('button', { name: contactCopy.submit.idle }).click()
  await expect.poll(() => posts.length, { timeout: 30_000 }).toBe(1)
  const sentWrong = contactControls
    .filter((control) => control.kind !== 'press')
    .filter((control) => posts[0]![control.name] !== expected[control.name])
    .map((control) => ({
      control: `${control.name} (sent)`,
      at: -1,
      expected: expected[control.name]!,
      held: String(posts[0]![control.name]),
    }))
  return [...menuLost, ...sentWrong]
}

type Sweep = Pick<Parameters<typeof sweepLoad>[1], 'path' | 'controls' | 'after' | 'prepare'>

async function sweepForm(browser: Parameters<typeof sweepLoad>[0], sweep: Sweep, rate: number) {
  const { path, controls } = sweep
  // The window's length, and so the tries a load makes, follows the machine's load: a busy
  // machine goes live sooner in ticks. More loads are swept until every control has its tries.
  const results: Awaited<ReturnType<typeof sweepLoad>>[] = []
  const triesOf = (name: string) =>
    results.reduce((sum, result) => sum + (result.tries[name] ?? 0), 0)
  for (let round = 0; round < 4; round++) {
    results.push(
      ...(await Promise.all(
        phases.map((phaseMs) => sweepLoad(browser, { ...sweep, rate, everyMs, phaseMs })),
      )),
    )
    if (controls.every((control) => triesOf(control.name) >= minimumTries)) break
  }
  const tries = Object.fromEntries(controls.map((control) => [control.name, triesOf(control.name)]))
  const losses = results.flatMap((result) => result.losses)
  const liveAfter = results.map((result) => result.liveAfter)
  const summary = `${path} at ${rate}x: tries ${JSON.stringify(tries)}, losses ${losses.length}, live after ${liveAfter.join('/')} ms`
  test.info().annotations.push({ type: 'sweep', description: summary })
  console.log(summary)
  return { tries, losses }
}

const sweeps: (Sweep & { title: string })[] = [
  {
    title: '/contact keeps every choice and every text, and the menu opens',
    path: '/contact',
    controls: contactControls,
    after: (page: Page, result: { expected: Record<string, string> }) =>
      contactSends(page, result.expected),
  },
  {
    title: '/download keeps every email typed, submits once through the form, and the menu opens',
    path: '/download',
    controls: downloadControls,
    prepare: recordPlainPosts,
    after: (page: Page, result: { expected: Record<string, string> }) =>
      signsUpOnce(page, result.expected),
  },
  {
    title: '"join android waitlist" opens the waitlist',
    path: '/',
    controls: [
      { name: 'waitlist button', kind: 'press', selector: 'main button[aria-expanded]' },
    ] satisfies SweptControl[],
    after: opens('dialog', waitlistCopy.title, 'waitlist button'),
  },
  {
    title: 'an FAQ question opens its answer',
    path: '/faq',
    controls: [
      { name: 'faq question', kind: 'press', selector: `[id="${question!.id}"] button` },
    ] satisfies SweptControl[],
    after: opens('region', question!.question, 'faq question'),
  },
]

for (const rate of rates) {
  test.describe(`on a CPU ${rate}x slower, from the first paint until live`, () => {
    for (const sweep of sweeps) {
      test(sweep.title, async ({ browser }) => {
        const { tries, losses } = await sweepForm(browser, sweep, rate)
        expect(losses).toEqual([])
        for (const control of sweep.controls)
          expect(tries[control.name], control.name).toBeGreaterThanOrEqual(minimumTries)
      })
    }
  })
}

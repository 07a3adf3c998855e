import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { getFileInfo } from 'prettier'
import { parse, stringify } from 'yaml'
import { ContentError, loadContent } from '../../scripts/content/load-content.ts'
import { freeMonth, scratchContent } from '../fixtures/scratch-content.ts'
import { startDecapServer } from '../../scripts/lib/decap-server.mjs'
import { testPorts } from '../../scripts/lib/test-ports.mjs'
import { companyFacts } from '../../scripts/vite-plugin-content.ts'
import { totalDonatedPence } from '../../src/content/donation-totals'
import { allPages } from '../../src/content/pages'
import { parseEnv } from '../../src/lib/env.schema'
import { siteContent } from './support/content'
import { expect, test } from './support/fixtures'

// The editor writes through decap-server into a copy of content/, never into the repository's.
let repository = ''
let decapServer: { stop: () => Promise<void> } | undefined

test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1280, height: 900 } })

test.beforeAll(async () => {
  repository = scratchContent('editor-').parent
  decapServer = await startDecapServer({
    port: testPorts.decapServer,
    repository,
    siteOrigin: `http://127.0.0.1:${testPorts.preview}`,
  })
})

test.afterAll(async () => {
  await decapServer?.stop()
  rmSync(repository, { recursive: true, force: true })
})

const written = (path: string) => join(repository, 'content', path)

test('an owner adds a donation and a FAQ question in the editor, and both files are written', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/admin')
  // decap-server needs no password: the button goes straight in.
  await page.getByRole('button', { name: 'Login' }).click()

  // A donation in a month no record uses and that has come, whatever the ledger holds.
  const date = freeMonth(siteContent.donations.map((donation) => donation.date))
  await page.getByRole('link', { name: 'Donations' }).click()
  await page.getByRole('link', { name: 'Create entry of type donation' }).click()
  await page.getByLabel('Month').fill(date)
  await page.getByLabel('Amount (£)').fill('12.34')
  await expect(page.getByLabel('Organisation')).toHaveValue('a UK rewilding charity')
  await page
    .getByLabel('Description', { exact: true })
    .fill('a strip of hedge bottom, left to grow')
  await page.getByLabel('Width (metres)').fill('4')
  await page.getByLabel('Length (metres)').fill('2')
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
  await expect.poll(() => existsSync(written(`donations/${date}.yml`))).toBe(true)
  expect(parse(readFileSync(written(`donations/${date}.yml`), 'utf8'))).toEqual({
    date,
    amount: 12.34,
    organization: 'a UK rewilding charity',
    description: 'a strip of hedge bottom, left to grow',
    land: { widthMetres: 4, lengthMetres: 2 },
  })

  // A question, added to the group it belongs in.
  const group = siteContent.faqGroups.at(-1)
  if (!group) throw new Error('content/faq has no group')
  await page.getByRole('link', { name: /Writing in Donations collection/ }).click()
  await page.getByRole('link', { name: 'FAQ', exact: true }).click()
  await page.getByRole('link', { name: new RegExp(`${group.title}$`) }).click()
  const faqBefore = readFileSync(written(`faq/${group.id}.yml`), 'utf8')
  await page.getByRole('button', { name: 'Add question' }).click()
  await page.getByLabel('Link name').last().fill('editor-test-question')
  await page.getByLabel('Question', { exact: true }).last().fill('can the owner add a question?')
  await page.getByRole('button', { name: 'Add paragraph' }).last().click()
  await page
    .getByLabel('Paragraph', { exact: true })
    .last()
    .fill('yes, from /admin, without a developer.')
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
  const faqFile = written(`faq/${group.id}.yml`)
  await expect.poll(() => readFileSync(faqFile, 'utf8')).toContain('editor-test-question')
  const questions = parse(readFileSync(faqFile, 'utf8')).questions
  expect(questions.at(-1)).toEqual({
    id: 'editor-test-question',
    question: 'can the owner add a question?',
    answer: ['yes, from /admin, without a developer.'],
  })
  expect(questions.slice(0, -1).map((question: { id: string }) => question.id)).toEqual(
    group.items.map((item) => item.id),
  )
  // The file as it was, byte for byte, with the new question's four lines after it: a reviewer
  // of the owner's change sees that change only.
  const faqAfter = readFileSync(faqFile, 'utf8')
  expect(faqAfter.slice(0, faqBefore.length)).toBe(faqBefore)
  expect(faqAfter.slice(faqBefore.length).trimEnd().split('\n')).toHaveLength(4)

  // What the editor wrote is what the build accepts, and the site follows it.
  const after = loadContent(join(repository, 'content'), companyFacts(parseEnv(process.env)))
  expect(totalDonatedPence(after.donations)).toBe(totalDonatedPence(siteContent.donations) + 1234)
  expect(after.faqGroups.at(-1)?.items.at(-1)?.id).toBe('editor-test-question')
})

/** What the build says about one file holding this data, in a fresh copy of content/. */
function buildSays(file: string, data: unknown) {
  const copy = scratchContent('editor-build-')
  try {
    writeFileSync(join(copy.parent, file), stringify(data))
    loadContent(copy.root, companyFacts(parseEnv(process.env)))
    return []
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  } finally {
    copy.remove()
  }
}

test.describe('mistakes', () => {
  // A refused save is logged by Decap (the lines, as an error) and its publish promise rejects
  // with its own store action or nothing, which no code of ours can catch.
  test.use({
    expectedConsoleMessages: /content\/(donations|faq)\/[\w-]+\.yml: |^Object$|^undefined$/,
  })

  test('an owner’s mistakes are refused with the build’s words, and what is saved keeps the checks green', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/admin')
    await page.getByRole('button', { name: 'Login' }).click()

    // Two months after the newest, clear of the donation the test above adds.
    // Another month no record uses, as the first test's donation now uses one.
    const used = siteContent.donations.map((donation) => donation.date)
    const next = freeMonth([...used, freeMonth(used)])
    const file = `content/donations/${next}.yml`
    const donation = (amount: unknown) => ({
      date: next,
      amount,
      organization: 'a UK rewilding charity',
      description: 'a wet corner of a field',
      land: { widthMetres: 2, lengthMetres: 2 },
    })
    await page.getByRole('link', { name: 'Donations' }).click()
    await page.getByRole('link', { name: 'Create entry of type donation' }).click()
    await page.getByLabel('Month').fill(next)
    await page.getByLabel('Description', { exact: true }).fill('a wet corner of a field')
    await page.getByLabel('Width (metres)').fill('2')
    await page.getByLabel('Length (metres)').fill('2')
    const publish = async () => {
      await page.getByRole('button', { name: 'Publish' }).click()
      await page.getByRole('menuitem', { name: 'Publish now' }).click()
    }
    const refusal = page.getByText(/^Not saved: /)
    // Typed as an owner might: a comma for the pence, a pound sign and a thousands comma, a
    // third decimal. Each is refused with the line the build prints for the same file.
    for (const [typed, asTheBuildReadsIt] of [
      ['41,20', '41,20'],
      ['£1,200', '£1,200'],
      ['41.205', 41.205],
    ] as const) {
      await page.getByLabel('Amount (£)').fill(typed)
      await publish()
      const [line] = buildSays(file, donation(asTheBuildReadsIt))
      expect(line, typed).toMatch(/^content\/donations\/[\d-]+\.yml: amount: /)
      await expect(refusal).toHaveText(`Not saved: ${line}`)
      expect(existsSync(written(`donations/${next}.yml`))).toBe(false)
      await page.getByRole('button', { name: 'close' }).click()
      await expect(refusal).toBeHidden()
    }
    await page.getByLabel('Amount (£)').fill('41.20')
    await publish()
    await expect.poll(() => existsSync(written(`donations/${next}.yml`))).toBe(true)
    expect(parse(readFileSync(written(`donations/${next}.yml`), 'utf8'))).toEqual(donation(41.2))

    // An answer with no paragraph: refused in the build's words, not saved.
    const group = siteContent.faqGroups[0]
    if (!group) throw new Error('content/faq has no group')
    const faqFile = written(`faq/${group.id}.yml`)
    const before = readFileSync(faqFile, 'utf8')
    await page.getByRole('link', { name: /Writing in Donations collection/ }).click()
    await page.getByRole('link', { name: 'FAQ', exact: true }).click()
    await page.getByRole('link', { name: new RegExp(`${group.title}$`) }).click()
    await page.getByRole('button', { name: 'Add question' }).click()
    await page.getByLabel('Link name').last().fill('a-question-with-no-answer')
    await page.getByLabel('Question', { exact: true }).last().fill('is an empty answer kept?')
    await publish()
    const index = group.items.length
    const [line] = buildSays(`content/faq/${group.id}.yml`, {
      ...parse(before),
      questions: [
        ...parse(before).questions,
        // As the editor hands it on: a list never added to is no field at all.
        { id: 'a-question-with-no-answer', question: 'is an empty answer kept?' },
      ],
    })
    expect(line).toBe(`content/faq/${group.id}.yml: questions[${index}].answer: is missing`)
    await expect(refusal).toHaveText(`Not saved: ${line}`)
    expect(readFileSync(faqFile, 'utf8')).toBe(before)

    // Whatever layout the editor writes, `npm test` stays green: the files pass the build's
    // checks, and formatting is not what checks content/.
    expect(() =>
      loadContent(join(repository, 'content'), companyFacts(parseEnv(process.env))),
    ).not.toThrow()
    for (const saved of [`donations/${next}.yml`, `faq/${group.id}.yml`]) {
      const info = await getFileInfo(join('content', saved), { ignorePath: '.prettierignore' })
      expect(info.ignored, saved).toBe(true)
    }
  })
})

test('optional means optional: a donation with its own picture saves without any land', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // The editor previews the upload from the site, which in development serves public/; this
  // preview serves the repository's build, so the picture is answered here.
  const picture = 'public/favicon-32x32.png'
  await page.route('**/images/uploads/favicon-32x32.png', (route) =>
    route.fulfill({ path: picture }),
  )
  await page.goto('/admin')
  await page.getByRole('button', { name: 'Login' }).click()
  const latest = siteContent.donations[0]?.date ?? '2025-01'
  const [year, month] = latest.split('-').map(Number) as [number, number]
  const date = new Date(Date.UTC(year, month + 2, 1)).toISOString().slice(0, 7)
  await page.getByRole('link', { name: 'Donations' }).click()
  await page.getByRole('link', { name: 'Create entry of type donation' }).click()
  await page.getByLabel('Month').fill(date)
  await page.getByLabel('Amount (£)').fill('20')
  await page.getByLabel('Description', { exact: true }).fill('a hedge, planted')
  await page.getByRole('button', { name: 'Choose an image' }).click()
  await page.locator('input[type="file"]').setInputFiles(picture)
  await page.getByRole('button', { name: 'Choose selected' }).click()
  await page.getByLabel('Picture description').fill('a young hawthorn hedge')
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
  // decap-server writes the entry's file first and its picture after: published is both there.
  const uploaded = join(repository, 'public', 'images', 'uploads', 'favicon-32x32.png')
  await expect
    .poll(() => [written(`donations/${date}.yml`), uploaded].filter((file) => !existsSync(file)))
    .toEqual([])
  const saved = parse(readFileSync(written(`donations/${date}.yml`), 'utf8'))
  expect(saved).not.toHaveProperty('land')
  expect(saved).toMatchObject({ imageUrl: '/images/uploads/favicon-32x32.png' })
  // The build takes it as it is: the picture is in public/, no land is needed.
  const after = loadContent(join(repository, 'content'), companyFacts(parseEnv(process.env)))
  expect(after.donations.find((entry) => entry.date === date)?.imageAlt).toBe(
    'a young hawthorn hedge',
  )
})

test('/admin is its own page: noindex, its own policy, in no sitemap, linked from no visitor page', async ({
  page,
  request,
}) => {
  const response = await page.goto('/admin')
  const headers = response?.headers() ?? {}
  expect(headers['x-robots-tag']).toBe('noindex, nofollow')
  expect(headers['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'")
  expect(headers['content-security-policy']).toContain(`127.0.0.1:${testPorts.decapServer}`)
  // Its sign-in popup keeps its opener here (admin-sign-in.spec.ts); every visitor page below
  // keeps the site's own opener policy.
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('<loc>')
  expect(sitemap).not.toContain('/admin')
  for (const visitorPage of allPages) {
    const response = await request.get(visitorPage.path)
    const html = await response.text()
    expect(html, visitorPage.path).not.toContain('/admin')
    // The visitor's policy stays the site's own: no eval.
    expect(response.headers()['content-security-policy'], visitorPage.path).not.toContain(
      'unsafe-eval',
    )
    expect(response.headers()['cross-origin-opener-policy'], visitorPage.path).toBe('same-origin')
  }
})

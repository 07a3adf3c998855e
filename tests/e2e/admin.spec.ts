import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { loadContent } from '../../scripts/content/load-content.ts'
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
  repository = mkdtempSync(join(tmpdir(), 'editor-'))
  cpSync('content', join(repository, 'content'), { recursive: true })
  decapServer = await startDecapServer({ port: testPorts.decapServer, repository })
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

  // A donation: the month after the newest, so it is new whatever the ledger holds.
  const latest = siteContent.donations[0]?.date ?? '2025-01'
  const [year, month] = latest.split('-').map(Number) as [number, number]
  const date = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`
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

  // What the editor wrote is what the build accepts, and the site follows it.
  const after = loadContent(join(repository, 'content'), companyFacts(parseEnv(process.env)))
  expect(totalDonatedPence(after.donations)).toBe(totalDonatedPence(siteContent.donations) + 1234)
  expect(after.faqGroups.at(-1)?.items.at(-1)?.id).toBe('editor-test-question')
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
  }
})

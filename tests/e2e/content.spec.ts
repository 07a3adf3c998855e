import type { Page } from '@playwright/test'
import { totalDonatedPence, totalLandSquareMetres } from '../../src/content/donation-totals'
import { faqTopicsLabel } from '../../src/content/faq'
import { faqLinks } from '../../src/content/faq-links'
import { isLegalList, numberSections } from '../../src/content/legal'
import { product } from '../../src/content/product'
import { plainText } from '../../src/content/rich-text'
import { rewildingCopy } from '../../src/content/rewilding'
import { formatCount, formatGbp, formatMonth } from '../../src/lib/format'
import { siteContent } from './support/content'
import { expect, expectNoAxeViolations, gotoHydrated, test } from './support/fixtures'

const { donations, faqGroups } = siteContent

// What the legal files say today, numbered as the page numbers them: a section the owner adds,
// renames or reorders in /admin is followed here, never refused.
const legalPages = [
  { path: '/terms', title: 'Terms of Service', document: siteContent.legal.terms },
  { path: '/privacy', title: 'Privacy Policy', document: siteContent.legal.privacy },
].map(({ document, ...page }) => {
  const numbered = numberSections(document)
  return {
    ...page,
    document,
    sections: numbered.map((section) => ({
      id: section.id,
      name: `${section.number}. ${section.title}`,
    })),
    subsections: numbered.flatMap((section) =>
      section.subsections.map((subsection) => `${subsection.number} ${subsection.title}`),
    ),
  }
})

for (const legal of legalPages) {
  test.describe(legal.title, () => {
    test(`${legal.path} shows every numbered section and the last-updated date`, async ({
      page,
    }) => {
      await gotoHydrated(page, legal.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title)
      const { lastUpdated, lastUpdatedIso } = legal.document
      await expect(page.getByText(`Last updated ${lastUpdated}`)).toBeVisible()
      await expect(page.locator(`time[datetime="${lastUpdatedIso}"]`)).toHaveText(lastUpdated)

      const main = page.getByRole('main')
      const sectionHeadings = main
        .getByRole('heading', { level: 2 })
        .filter({ hasNotText: 'Contents' })
      await expect(sectionHeadings).toHaveText(legal.sections.map((section) => section.name))
      for (const section of legal.sections) {
        await expect(main.getByRole('heading', { level: 2, name: section.name })).toHaveAttribute(
          'id',
          section.id,
        )
      }
      for (const name of legal.subsections) {
        await expect(main.getByRole('heading', { level: 3, name })).toBeVisible()
      }
    })

    test(`${legal.path} contents links jump to their sections @desktop`, async ({ page }) => {
      await gotoHydrated(page, legal.path)
      const contents = page.getByRole('navigation', { name: 'Contents' })
      await expect(contents.getByRole('link')).toHaveCount(legal.sections.length)
      for (const section of [legal.sections.at(-1), legal.sections[2]]) {
        if (!section) continue
        const [number, ...title] = section.name.split(' ')
        await contents
          .getByRole('link', { name: `${number?.replace('.', '')} ${title.join(' ')}` })
          .click()
        await expect(page).toHaveURL(`${legal.path}#${section.id}`)
        await expect(page.getByRole('heading', { level: 2, name: section.name })).toBeInViewport()
      }
    })

    test(`${legal.path} opened at a section link shows that section`, async ({ page }) => {
      const section = legal.sections[3]
      await gotoHydrated(page, `${legal.path}#${section?.id}`)
      await expect(page.getByRole('heading', { level: 2, name: section?.name })).toBeInViewport()
    })

    test(`${legal.path} prints without navigation, contents or footer`, async ({ page }) => {
      await gotoHydrated(page, legal.path)
      await page.emulateMedia({ media: 'print' })
      await expect(page.getByRole('button', { name: 'menu', exact: true })).toBeHidden()
      await expect(page.getByRole('navigation', { name: 'Contents' })).toBeHidden()
      await expect(page.getByRole('contentinfo')).toBeHidden()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(
        page.getByRole('heading', { level: 2, name: legal.sections[0]?.name }),
      ).toBeVisible()
    })
  })
}

test('the terms and privacy policy show every paragraph of their files, numbers filled in', async ({
  page,
}) => {
  for (const legal of legalPages) {
    await gotoHydrated(page, legal.path)
    const main = page.getByRole('main')
    const paragraphs = legal.document.sections.flatMap((section) => [
      ...(section.intro ?? []),
      ...(section.subsections ?? []).flatMap((subsection) => subsection.body),
    ])
    for (const block of paragraphs) {
      for (const text of isLegalList(block) ? block.list : [block]) {
        await expect(main).toContainText(plainText(text))
      }
    }
    await expect(main).not.toContainText('{{')
  }
})

const allItems = faqGroups.flatMap((group) => group.items)

/** Opens /faq and waits for the accordion's code, which loads after the page. */
async function gotoFaq(page: Page, hash = '') {
  await gotoHydrated(page, `/faq${hash}`)
  await expect(page.locator('[data-interactive]')).toBeAttached()
}

const question = (page: Page, text: string) => page.getByRole('button', { name: text })
const answer = (page: Page, item: (typeof allItems)[number]) =>
  page.getByRole('region', { name: item.question })

test.describe('faq', () => {
  test('has every group of content/faq in order, each with its questions', async ({ page }) => {
    await gotoFaq(page)
    const groupHeadings = page.getByRole('main').getByRole('heading', { level: 2 })
    await expect(groupHeadings.first()).toHaveText(faqGroups[0]?.title ?? '')
    for (const { title, items } of faqGroups) {
      const group = page.getByRole('region', { name: title, exact: true })
      await expect(group.getByRole('heading', { level: 2 })).toHaveText(title)
      await expect(group.getByRole('heading', { level: 3 })).toHaveText(
        items.map((item) => item.question),
      )
    }
  })

  test('one question opens at a time and clicking it again closes it @desktop', async ({
    page,
  }) => {
    await gotoFaq(page)
    const [first, second] = allItems
    if (!first || !second) throw new Error('needs two questions')

    await expect(answer(page, first)).toBeHidden()
    await expect(question(page, first.question)).not.toHaveAttribute('aria-controls')
    await question(page, first.question).click()
    await expect(question(page, first.question)).toHaveAttribute('aria-expanded', 'true')
    await expect(answer(page, first)).toBeVisible()
    // The open answer is the region its question controls.
    const answerId = await answer(page, first).getAttribute('id')
    expect(answerId).toBeTruthy()
    await expect(question(page, first.question)).toHaveAttribute('aria-controls', answerId ?? '')
    await expect(answer(page, first)).toContainText(plainText(first.answer[0] ?? ''))

    await question(page, second.question).click()
    await expect(answer(page, second)).toBeVisible()
    await expect(answer(page, first)).toBeHidden()
    await expect(question(page, first.question)).toHaveAttribute('aria-expanded', 'false')

    await question(page, second.question).click()
    await expect(answer(page, second)).toBeHidden()
    await expect(page.getByRole('button', { expanded: true })).toHaveCount(0)
  })

  test('the keyboard moves between questions and toggles them', async ({ page }) => {
    await gotoFaq(page)
    const first = question(page, allItems[0]?.question ?? '')
    const second = question(page, allItems[1]?.question ?? '')
    const last = question(page, allItems.at(-1)?.question ?? '')

    await first.focus()
    await page.keyboard.press('ArrowDown')
    await expect(second).toBeFocused()
    await page.keyboard.press('End')
    await expect(last).toBeFocused()
    await page.keyboard.press('Home')
    await expect(first).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(last).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(first).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Space')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Space')
    await expect(second).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('button', { expanded: true })).toHaveCount(0)
  })

  test('a closed answer is in the page but hidden until opened', async ({ page }) => {
    await gotoFaq(page)
    const item = allItems[4]
    if (!item) throw new Error('needs a fifth question')
    const text = page.getByText(plainText(item.answer[0] ?? ''))
    await expect(text).toBeAttached()
    await expect(text).toBeHidden()
  })

  test('a link to a question opens it and scrolls to it', async ({ page }) => {
    // Two questions in different groups, whatever they are called today.
    const target = faqGroups.at(-1)?.items[0]
    const later = faqGroups[0]?.items.at(-1)
    if (!target || !later || faqGroups.length < 2) throw new Error('needs two FAQ groups')

    await gotoFaq(page, `#${target.id}`)
    await expect(question(page, target.question)).toHaveAttribute('aria-expanded', 'true')
    await expect(answer(page, target)).toBeVisible()
    await expect(answer(page, target)).toBeInViewport()

    // Following another question's link on the page.
    await page.evaluate((id) => (window.location.hash = id), later.id)
    await expect(question(page, later.question)).toHaveAttribute('aria-expanded', 'true')
    await expect(question(page, later.question)).toBeInViewport()
    await expect(answer(page, target)).toBeHidden()
  })

  test('each topic link scrolls its group into view', async ({ page }) => {
    await gotoFaq(page)
    const topics = page.getByRole('navigation', { name: faqTopicsLabel })
    // Last to first, so each jump lands on a group whose neighbours have not been laid out yet.
    for (const group of [...faqGroups].reverse()) {
      await topics.getByRole('link', { name: group.title, exact: true }).click()
      await expect(page).toHaveURL(`/faq#${group.id}`)
      await expect(
        page.getByRole('heading', { level: 2, name: group.title, exact: true }),
      ).toBeInViewport({ ratio: 1 })
      await page.evaluate(() => window.scrollTo(0, 0))
    }
  })

  test('the rewilding page links straight to its FAQ answer', async ({ page }) => {
    const link = faqLinks.rewilding
    await gotoHydrated(page, link.page)
    await page.getByRole('link', { name: link.text }).click()
    await expect(page).toHaveURL(`/faq#${link.id}`)
    const item = allItems.find((candidate) => candidate.id === link.id)
    await expect(question(page, item?.question ?? '')).toHaveAttribute('aria-expanded', 'true')
    await expect(question(page, item?.question ?? '')).toBeInViewport()
  })

  test('a focused question shows its whole focus ring @desktop', async ({ page }) => {
    await gotoFaq(page)
    const trigger = question(page, allItems.at(-1)?.question ?? '')
    await trigger.scrollIntoViewIfNeeded()
    const box = await trigger.boundingBox()
    if (!box) throw new Error('the last question is not laid out')
    // Thin strips just outside the question's left and right edges, where its ring is drawn
    // (3 px wide, 3 px out): they change when it gets focus unless something clips the ring.
    const middle = box.y + box.height / 2
    const strips = [box.x - 5, box.x + box.width + 3].map((x) => ({
      x,
      y: middle - 5,
      width: 2,
      height: 10,
    }))
    const shoot = () => Promise.all(strips.map((clip) => page.screenshot({ clip })))
    const unfocused = await shoot()
    await trigger.focus()
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowDown')
    await expect(trigger).toBeFocused()
    const focused = await shoot()
    for (const [index, side] of ['left', 'right'].entries()) {
      expect(focused[index]?.equals(unfocused[index] ?? Buffer.alloc(0)), `${side} edge`).toBe(
        false,
      )
    }
  })

  // Closed, it is checked by the page sweep (page-sweep.spec.ts) and the scheme walks.
  test('passes axe with a question open @desktop', async ({ page }) => {
    await gotoFaq(page)
    await question(page, allItems[2]?.question ?? '').click()
    await expect(answer(page, allItems[2] ?? allItems[0]!)).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('faq without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every question and answer is readable', async ({ page }) => {
    await page.goto('/faq')
    for (const item of allItems) {
      await expect(page.getByRole('heading', { level: 3, name: item.question })).toBeVisible()
      for (const paragraph of item.answer) {
        await expect(page.getByText(plainText(paragraph))).toBeVisible()
      }
    }
  })
})

test.describe('rewilding', () => {
  test('shows the total derived from the donation records', async ({ page }) => {
    await gotoHydrated(page, '/rewilding')
    const total = page.getByRole('region', { name: 'total donated' })
    await expect(total).toContainText(formatGbp(totalDonatedPence(donations)))
    await expect(total).toContainText('donated to UK rewilding projects so far')
    await expect(total).toContainText(`${formatCount(totalLandSquareMetres(donations))} m²`)
  })

  test('explains where skip money goes', async ({ page }) => {
    await gotoHydrated(page, '/rewilding')
    const how = page.getByRole('region', { name: rewildingCopy.how.title })
    // The page's own words (src/content/rewilding.ts), whatever they say today.
    for (const step of rewildingCopy.how.steps) await expect(how).toContainText(step.text)
    await expect(how).toContainText(`${product.skipProfitDonatedPercent}% of the profit`)
  })

  test('lists every donation newest first, with its date, amount, organisation, description and image', async ({
    page,
  }) => {
    await gotoHydrated(page, '/rewilding')
    const cards = page.getByRole('region', { name: 'every donation so far' }).getByRole('article')
    await expect(cards).toHaveCount(donations.length)
    const months = [...donations]
      .map((donation) => donation.date)
      .sort()
      .reverse()
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(months.map(formatMonth))

    for (const donation of donations) {
      const card = page.getByRole('article', { name: formatMonth(donation.date) })
      await expect(card).toContainText(formatGbp(donation.amountPence))
      await expect(card).toContainText(`to ${donation.organization}`)
      await expect(card).toContainText(donation.description)
      const image = card.getByRole('img', { name: donation.imageAlt })
      await expect(image).toHaveAttribute('width', String(donation.imageWidth))
      await expect(image).toHaveAttribute('height', String(donation.imageHeight))
      await expect(image).toHaveAttribute('loading', 'lazy')
      await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0)
    }
  })
})

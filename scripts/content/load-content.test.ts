// @vitest-environment node
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { build, createLogger, createServer } from 'vite'
import { parse, stringify } from 'yaml'
import { totalDonatedPence, totalLandSquareMetres } from '../../src/content/donation-totals.ts'
import { parseEnv } from '../../src/lib/env.schema.ts'
import { formatCount, formatGbp, formatMonth } from '../../src/lib/format.ts'
import { noServerFunctions } from '../vite-plugin-no-server-functions.ts'
import { companyFacts, contentDirectory, siteContent } from '../vite-plugin-content.ts'
import { ContentError, drawnPicturePath, loadContent } from './load-content.ts'
import { freeMonth, scratchContent } from '../../tests/fixtures/scratch-content.ts'

const company = companyFacts(parseEnv({}))
const copies: string[] = []

/** A copy of the repository's content/ to change freely; removed after each test. */
function contentCopy(change?: (root: string) => void) {
  const { parent, root } = scratchContent()
  copies.push(parent)
  change?.(root)
  return root
}

afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true })
})

const donatedFact = (root: string) =>
  loadContent(root, company).pressFacts.find((fact) => fact.label === 'donated to rewilding')?.value

test('the spec’s two records add up to £153.14 and 18 m², in the total and the press facts', () => {
  const root = contentCopy((copy) => {
    rmSync(join(copy, 'donations'), { recursive: true })
    cpSync('tests/fixtures/spec-donations', join(copy, 'donations'), { recursive: true })
  })
  const { donations } = loadContent(root, company)
  expect(formatGbp(totalDonatedPence(donations))).toBe('£153.14')
  expect(totalLandSquareMetres(donations)).toBe(18)
  expect(donations.map((donation) => formatMonth(donation.date))).toEqual(['June 2025', 'May 2025'])
  expect(donatedFact(root)).toBe(
    '£153.14 from 2 donations (the latest in June 2025): 18 m² of land handed back to nature.',
  )
})

test('the company’s facts come from the build settings and follow the owner’s facts', () => {
  const facts = loadContent(contentDirectory, company).pressFacts
  expect(facts.slice(-3)).toEqual([
    { label: 'founded', value: company.founded },
    { label: 'based in', value: company.basedIn },
    { label: 'on the App Store since', value: formatMonth(company.appLaunchMonth) },
  ])
})

describe('adding a donation is adding one file', () => {
  const before = loadContent(contentDirectory, company)
  // A month no record uses and that has come, whatever the ledger holds.
  const date = freeMonth(before.donations.map((donation) => donation.date))
  const latest = [date, ...before.donations.map((donation) => donation.date)].sort().at(-1)!
  const addDonation = (root: string) =>
    writeFileSync(
      join(root, 'donations', `${date}.yml`),
      [
        `date: ${date}`,
        'amount: 12.34',
        'organization: a test meadow trust',
        'description: a four by two metre strip by a hedge',
        'land:',
        '  widthMetres: 4',
        '  lengthMetres: 2',
        '',
      ].join('\n'),
    )

  test('the total, the count, the land area and the press facts follow', () => {
    const root = contentCopy(addDonation)
    const after = loadContent(root, company)
    const total = totalDonatedPence(before.donations) + 1234
    const area = totalLandSquareMetres(before.donations) + 8
    expect(totalDonatedPence(after.donations)).toBe(total)
    expect(after.donations).toHaveLength(before.donations.length + 1)
    expect(totalLandSquareMetres(after.donations)).toBe(area)
    expect(after.donations.find((donation) => donation.date === date)).toMatchObject({
      date,
      amountPence: 1234,
      organization: 'a test meadow trust',
    })
    expect(donatedFact(root)).toBe(
      `${formatGbp(total)} from ${formatCount(before.donations.length + 1)} donations (the latest in ${formatMonth(latest)}): ${formatCount(area)} m² of land handed back to nature.`,
    )
  })

  test('its picture is drawn from its land, described in words, and written into the build', async () => {
    const root = contentCopy(addDonation)
    const added = loadContent(root, company).donations.find((donation) => donation.date === date)
    expect(added?.imageUrl).toBe(drawnPicturePath(date))
    expect(added?.imageAlt).toMatch(
      /^illustration of a 4 by 2 metre plot of land, divided into eight one-metre squares of /,
    )

    // The real plugin in a real (small) build: what vite.config.ts does for the site.
    const entry = join(root, '..', 'entry.js')
    writeFileSync(
      entry,
      "import donations from 'virtual:content/donations'\nconsole.log(donations)\n",
    )
    const output = await build({
      configFile: false,
      logLevel: 'silent',
      root: join(root, '..'),
      plugins: [siteContent(company, root)],
      build: { write: false, rolldownOptions: { input: entry } },
    })
    const files = (Array.isArray(output) ? output : [output]).flatMap((result) =>
      'output' in result ? result.output : [],
    )
    const picture = files.find((file) => `/${file.fileName}` === drawnPicturePath(date))
    expect(picture?.type).toBe('asset')
    const svg = String(picture?.type === 'asset' ? picture.source : '')
    expect(svg).toContain('width="480" height="360"')
    // One dashed line between each pair of metres: three across and one down, both labelled.
    expect(svg.match(/<path d="M[^"]*"\/>/g)?.length).toBeGreaterThanOrEqual(3)
    expect(svg).toContain('>4 m</text>')
    expect(svg).toContain('>2 m</text>')
    const chunk = files.find((file) => file.type === 'chunk')
    expect(chunk?.type === 'chunk' && chunk.code).toContain('a test meadow trust')
  })
})

test('a donation with its own picture shows it, with its words, and nothing is drawn for it', () => {
  const root = contentCopy((copy) => {
    mkdirSync(join(copy, '..', 'public', 'images', 'uploads'), { recursive: true })
    writeFileSync(join(copy, '..', 'public', 'images', 'uploads', 'hedge.jpg'), 'a picture')
    writeFileSync(
      join(copy, 'donations', '2021-01.yml'),
      'date: 2021-01\namount: 5\norganization: a trust\ndescription: a hedge\nimageUrl: /images/uploads/hedge.jpg\nimageAlt: a hawthorn hedge in flower\n',
    )
  })
  const content = loadContent(root, company)
  const added = content.donations.find((donation) => donation.date === '2021-01')
  expect(added).toMatchObject({
    date: '2021-01',
    imageUrl: '/images/uploads/hedge.jpg',
    imageAlt: 'a hawthorn hedge in flower',
  })
  expect(added?.land).toBeUndefined()
  expect(content.pictures.map((picture) => picture.path)).not.toContain(drawnPicturePath('2021-01'))
})

describe('a broken file stops the build with one line per problem, naming file and field', () => {
  const problemsOf = (files: Record<string, string>) => {
    const root = contentCopy((copy) => {
      for (const [name, text] of Object.entries(files)) writeFileSync(join(copy, name), text)
    })
    try {
      loadContent(root, company)
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError)
      return (error as ContentError).problems
    }
    throw new Error('the broken content was accepted')
  }
  const donation = (lines: string) =>
    `date: 2020-01\namount: 12.34\norganization: a trust\ndescription: a meadow\nland:\n  widthMetres: 3\n  lengthMetres: 3\n${lines}`

  test.each<[string, string, string]>([
    [
      'a month that is not one',
      'date: 2020-13\namount: 1\norganization: a\ndescription: b\nland: {widthMetres: 1, lengthMetres: 1}\n',
      'content/donations/x.yml: date: must be a month written YYYY-MM, like 2025-06',
    ],
    [
      'a full date',
      'date: 2020-01-05\namount: 1\norganization: a\ndescription: b\nland: {widthMetres: 1, lengthMetres: 1}\n',
      'content/donations/x.yml: date: must be a month written YYYY-MM, like 2025-06',
    ],
    [
      'pence instead of pounds',
      donation('').replace('12.34', '53.145'),
      'content/donations/x.yml: amount: must be pounds with at most two decimals, like 53.14',
    ],
    [
      'an amount in words',
      donation('').replace('12.34', 'twelve pounds'),
      'content/donations/x.yml: amount: must be written as digits with a point before the pence, like 1200 or 41.20 (no £, commas or spaces)',
    ],
    [
      'a zero amount',
      donation('').replace('12.34', '0'),
      'content/donations/x.yml: amount: must be more than 0',
    ],
    [
      'no organisation',
      donation('').replace('organization: a trust\n', ''),
      'content/donations/x.yml: organization: is missing',
    ],
    [
      'an empty description',
      donation('').replace('a meadow', '" "'),
      'content/donations/x.yml: description: is empty',
    ],
    [
      'a misspelt field',
      `${donation('')}amout: 3\n`,
      'content/donations/x.yml: amout: is not a field here',
    ],
    [
      'half a metre',
      donation('').replace('widthMetres: 3', 'widthMetres: 2.5'),
      'content/donations/x.yml: land.widthMetres: must be whole metres',
    ],
    [
      'a picture without words',
      `${donation('')}imageUrl: /images/uploads/a.jpg\n`,
      'content/donations/x.yml: imageAlt: is needed with imageUrl',
    ],
    [
      'a picture elsewhere',
      `${donation('')}imageUrl: https://example.com/a.jpg\nimageAlt: a field\n`,
      'content/donations/x.yml: imageUrl: must be a picture under /images/',
    ],
    [
      'nothing to draw',
      'date: 2020-01\namount: 1\norganization: a\ndescription: b\n',
      'content/donations/x.yml: imageUrl: is needed when no land is recorded (there is nothing to draw)',
    ],
    ['a file that is not YAML', 'date: [2020-01\n', 'content/donations/x.yml: is not valid YAML: '],
    [
      'an amount of a quadrillion pounds',
      donation('').replace('12.34', '1000000000000000'),
      'content/donations/x.yml: amount: must be at most 1000000 (a million pounds)',
    ],
    [
      'an amount written with £ and a comma',
      donation('').replace('12.34', '£1,200'),
      'content/donations/x.yml: amount: must be written as digits with a point before the pence, like 1200 or 41.20 (no £, commas or spaces)',
    ],
    [
      'a picture path that climbs out of public/',
      `${donation('')}imageUrl: /images/../../package.json\nimageAlt: a file\n`,
      'content/donations/x.yml: imageUrl: must be a picture under /images/',
    ],
    [
      'a description of a megabyte',
      donation('').replace('a meadow', 'a'.repeat(1_000_000)),
      'content/donations/x.yml: description: is 1000000 characters long: at most 3000 fit, so split it',
    ],
    [
      'an organisation name of a paragraph',
      donation('').replace('a trust', 'a'.repeat(201)),
      'content/donations/x.yml: organization: is 201 characters long: at most 200 fit',
    ],
  ])('a donation with %s', (_name, text, line) => {
    const problems = problemsOf({ 'donations/x.yml': text })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(line)
  })

  test('the build itself stops, with the same lines', async () => {
    const root = contentCopy((copy) =>
      writeFileSync(join(copy, 'donations', 'x.yml'), donation('').replace('12.34', '53.145')),
    )
    const entry = join(root, '..', 'entry.js')
    writeFileSync(
      entry,
      "import donations from 'virtual:content/donations'\nconsole.log(donations)\n",
    )
    await expect(
      build({
        configFile: false,
        logLevel: 'silent',
        root: join(root, '..'),
        plugins: [siteContent(company, root)],
        build: { write: false, rolldownOptions: { input: entry } },
      }),
    ).rejects.toThrow(
      'content/donations/x.yml: amount: must be pounds with at most two decimals, like 53.14',
    )
  })

  test('nothing masks the lines: an assumption check stays quiet when the build failed anyway', async () => {
    const root = contentCopy((copy) =>
      writeFileSync(join(copy, 'donations', 'x.yml'), donation('').replace('12.34', '53.145')),
    )
    const entry = join(root, '..', 'entry.js')
    writeFileSync(entry, "import donations from 'virtual:content/donations'\n")
    // The site's build has both plugins; this entry never imports Start, as a failed build never gets to.
    const failure = await build({
      configFile: false,
      logLevel: 'silent',
      root: join(root, '..'),
      plugins: [siteContent(company, root), noServerFunctions()],
      build: { write: false, rolldownOptions: { input: entry } },
    }).then(
      () => undefined,
      (error: Error) => error.message,
    )
    expect(failure).toContain(
      'content/donations/x.yml: amount: must be pounds with at most two decimals, like 53.14',
    )
    expect(failure).not.toContain('Assumption broken')
  })

  test('the dev server starts anyway, shows the line where content is read, and recovers when the file is fixed', async () => {
    const broken = join('donations', 'x.yml')
    const root = contentCopy((copy) =>
      writeFileSync(join(copy, broken), donation('').replace('12.34', '53.145')),
    )
    const warnings: string[] = []
    const server = await createServer({
      configFile: false,
      root: join(root, '..'),
      plugins: [siteContent(company, root)],
      customLogger: { ...createLogger('silent'), warn: (message) => void warnings.push(message) },
      server: { host: '127.0.0.1', port: 0, hmr: false, ws: false },
    })
    try {
      const line =
        'content/donations/x.yml: amount: must be pounds with at most two decimals, like 53.14'
      await server.listen()
      expect(warnings.join('\n')).toContain(line)
      const page = await fetch(new URL('/rewilding', server.resolvedUrls?.local[0]), {
        headers: { accept: 'text/html' },
      })
      expect(page.status).toBe(500)
      expect(await page.text()).toContain(`<li><code>${line}</code></li>`)
      await expect(server.ssrLoadModule('virtual:content/donations')).rejects.toThrow(line)
      // Fixed, as the owner would in /admin: the next read has the new month.
      writeFileSync(join(root, broken), donation(''))
      server.watcher.emit('change', join(root, broken))
      const fixed = await server.ssrLoadModule('virtual:content/donations')
      expect(fixed.default.map((entry: { date: string }) => entry.date)).toContain('2020-01')
    } finally {
      await server.close()
    }
  })

  test('an answer of two megabytes is refused with the bound, and one with no paragraph', () => {
    const group = (answer: string) =>
      [
        'position: 99',
        'title: tests',
        'blurb: checks',
        'questions:',
        '  - id: a-new-question',
        '    question: does it check?',
        `    answer: ${answer}`,
        '',
      ].join('\n')
    expect(problemsOf({ 'faq/zz-test.yml': group(`["${'a'.repeat(2_000_000)}"]`) })).toEqual([
      'content/faq/zz-test.yml: questions[0].answer[0]: is 2000000 characters long: at most 3000 fit, so split it',
    ])
    expect(problemsOf({ 'faq/zz-test.yml': group('[]') })).toEqual([
      'content/faq/zz-test.yml: questions[0].answer: is empty',
    ])
    const many = `[${Array.from({ length: 21 }, () => 'words').join(', ')}]`
    expect(problemsOf({ 'faq/zz-test.yml': group(many) })).toEqual([
      'content/faq/zz-test.yml: questions[0].answer: has 21 paragraphs: at most 20 fit',
    ])
  })

  test('a picture that is not in public/', () => {
    expect(
      problemsOf({
        'donations/x.yml': `${donation('')}imageUrl: /images/uploads/missing.jpg\nimageAlt: a hedge\n`,
      }),
    ).toEqual(['content/donations/x.yml: imageUrl: /images/uploads/missing.jpg is not in public/'])
  })

  test('a second donation in one month names the other file', () => {
    const problems = problemsOf({
      'donations/a.yml': donation(''),
      'donations/b.yml': donation(''),
    })
    expect(problems).toEqual([
      'content/donations/b.yml: date: 2020-01 is also the month of content/donations/a.yml: one donation a month (the page names each by its month)',
    ])
  })

  test('FAQ questions: a reused link name, an unknown value and a link to no page', () => {
    const problems = problemsOf({
      'faq/zz-test.yml': [
        'position: 99',
        'title: tests',
        'blurb: checks',
        'questions:',
        '  - id: a-new-question',
        '    question: does it check?',
        '    answer:',
        '      - "it has {{noSuchValue}} and a [link](/nowhere)."',
        `  - id: ${loadContent(contentDirectory, company).faqGroups[0]?.items[0]?.id}`,
        '    question: a copy?',
        '    answer: [yes]',
        '  - id: Not A Slug',
        '    question: spaces?',
        '    answer: [no]',
        '',
      ].join('\n'),
    })
    expect(problems).toEqual([
      'content/faq/zz-test.yml: questions[2].id: must be lowercase letters, digits and hyphens, like skip-price',
    ])
    // What the text says is checked once the file's shape is right:
    const fixed = problemsOf({
      'faq/zz-test.yml': [
        'position: 99',
        'title: tests',
        'blurb: checks',
        'questions:',
        '  - id: a-new-question',
        '    question: does it check?',
        '    answer:',
        '      - "it has {{noSuchValue}} and a [link](/nowhere)."',
        `  - id: ${loadContent(contentDirectory, company).faqGroups[0]?.items[0]?.id}`,
        '    question: a copy?',
        '    answer: [yes]',
        '',
      ].join('\n'),
    })
    expect(fixed).toHaveLength(3)
    expect(fixed[0]).toMatch(
      new RegExp(
        `^content/faq/zz-test.yml: questions\\[1\\]\\.id: ".+" is also used in content/faq/[a-z-]+\\.yml: every link name on /faq must be unique$`,
      ),
    )
    expect(fixed[1]).toMatch(
      /^content\/faq\/zz-test.yml: questions\[0\]\.answer\[0\]: \{\{noSuchValue\}\} is not a known value \(known: siteName, /,
    )
    expect(fixed[2]).toMatch(
      /^content\/faq\/zz-test.yml: questions\[0\]\.answer\[0\]: the link to "\/nowhere" is neither a page of the site/,
    )
  })

  test('a legal paragraph of several lines that is not a list', () => {
    const problems = problemsOf({
      'legal/terms.yml': [
        'lastUpdated: February 18, 2025',
        'lastUpdatedIso: 2025-02-18',
        'sections:',
        '  - title: One',
        '    intro:',
        '      - |-',
        '        first line',
        '        - second line',
        '',
      ].join('\n'),
    })
    expect(problems).toEqual([
      'content/legal/terms.yml: sections[0].intro[0]: has several lines: a list needs "- " at the start of every line, a paragraph needs one line',
    ])
  })

  test('every problem of every file is listed together, and nothing is returned', () => {
    const problems = problemsOf({
      'donations/a.yml': donation('').replace('12.34', '-1'),
      'press-facts.yml': 'facts:\n  - label: founded\n',
    })
    expect(problems).toEqual([
      'content/donations/a.yml: amount: must be more than 0',
      'content/press-facts.yml: facts[0].value: is missing',
    ])
  })
})

describe('content/site.yml: the marketing words, checked so the layout holds', () => {
  type SiteData = Record<string, Record<string, unknown>>
  /** content/site.yml as the copy has it, changed by `change`. */
  const siteCopy = (change: (site: SiteData) => void) =>
    contentCopy((copy) => {
      const file = join(copy, 'site.yml')
      const site = parse(readFileSync(file, 'utf8')) as SiteData
      change(site)
      writeFileSync(file, stringify(site))
    })
  const problemsOf = (change: (site: SiteData) => void) => {
    try {
      loadContent(siteCopy(change), company)
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError)
      return (error as ContentError).problems
    }
    throw new Error('the broken content was accepted')
  }
  const banner = (fields: Record<string, unknown>) => (site: SiteData) => {
    site.banner = { show: true, text: 'the android beta is open.', ...fields }
  }

  test('a banner link to no page of the site, or to a plain http address, is refused', () => {
    expect(problemsOf(banner({ link: '/androyd', linkText: 'join' }))).toEqual([
      expect.stringMatching(
        /^content\/site\.yml: banner\.link: "\/androyd" is neither a page of the site \(\/, \/download, .*\) nor an address starting https:\/\/$/,
      ),
    ])
    expect(problemsOf(banner({ link: 'http://example.com', linkText: 'join' }))).toEqual([
      expect.stringMatching(
        /^content\/site\.yml: banner\.link: "http:\/\/example\.com" is neither/,
      ),
    ])
    expect(problemsOf(banner({ link: '/download' }))).toEqual([
      'content/site.yml: banner.linkText: is needed with link',
    ])
  })

  test('a headline, a changing word or a banner too long for its place is refused with the bound', () => {
    const headline = 'decrease your screen time and your scrolling...'
    expect(
      problemsOf((site) => {
        site.home!.headline = headline
      }),
    ).toEqual([
      `content/site.yml: home.headline: is ${headline.length} characters long: at most 40 fit above the product name`,
    ])
    expect(
      problemsOf((site) => {
        site.home!.rotatingWords = ['brainrot', 'an endless evening of videos']
      }),
    ).toEqual([
      'content/site.yml: home.rotatingWords[1]: is 28 characters long: at most 20 fit on one line of a phone',
    ])
    expect(problemsOf(banner({ text: 'x'.repeat(91) }))).toEqual([
      'content/site.yml: banner.text: is 91 characters long: at most 90 fit on two lines of a phone',
    ])
  })

  test('a word the headings’ font cannot draw, and a poster that is not in public/', () => {
    expect(
      problemsOf((site) => {
        site.home!.rotatingWords = ['brainrot', 'Übermüdung']
        site.home!.video = { ...(site.home!.video as object), poster: '/media/missing.avif' }
      }),
    ).toEqual([
      'content/site.yml: home.video.poster: /media/missing.avif is not in public/',
      'content/site.yml: home.rotatingWords[1]: uses "Ü", "ü", which the headings’ font does not have: use plain letters, digits and punctuation',
    ])
  })

  test('a banner on is on every page with its link; a new text is a new banner; off is none', () => {
    const on = loadContent(
      siteCopy(banner({ link: '/faq#skip-donations', linkText: 'read more' })),
      company,
    ).site.siteWide.banner
    expect(on).toMatchObject({
      text: 'the android beta is open.',
      link: { text: 'read more', to: '/faq', hash: 'skip-donations' },
    })
    const other = loadContent(
      siteCopy(
        banner({
          text: 'the android app is out.',
          link: 'https://example.com/a',
          linkText: 'get it',
        }),
      ),
      company,
    ).site.siteWide.banner
    expect(other?.link).toEqual({ text: 'get it', href: 'https://example.com/a' })
    expect(other?.id).not.toBe(on?.id)
    const off = loadContent(siteCopy(banner({ show: false })), company).site.siteWide
    expect(off.banner).toBeUndefined()
  })
})

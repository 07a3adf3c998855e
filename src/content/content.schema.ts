// The shape of every file in content/, once: the build validates each file against these
// (scripts/content/load-content.ts) and the editor at /admin builds its forms from them
// (scripts/content/decap-config.ts). Read by vite.config.ts, so imports are relative.
import { z } from 'zod'

/**
 * What the editor needs beyond the shape: a field's label and hint come from `title` and
 * `description`; `widget` picks Decap's widget when the type alone does not say (a long text).
 */
export type FieldMeta = {
  title: string
  description?: string
  widget?: 'text' | 'image' | 'file' | 'amount'
  default?: string | number
  step?: number
}

const field = <T extends z.ZodType>(schema: T, meta: FieldMeta) => schema.meta(meta)

/** How long a text may be: a bound that names itself, so a pasted megabyte is refused in words. */
export const textLimits = { line: 200, paragraph: 3000, paragraphs: 20 } as const

const tooLong = (limit: number, advice = '') => ({
  error: (issue: { input?: unknown }) =>
    `is ${String(issue.input ?? '').length} characters long: at most ${limit} fit${advice}`,
})

const text = (meta: FieldMeta) =>
  field(z.string().trim().min(1, 'is empty').max(textLimits.line, tooLong(textLimits.line)), meta)

/** A paragraph: plain words, `[link text](/page)` or `[text](https://…)` links, `{{name}}` values. */
const paragraph = (meta: FieldMeta) =>
  field(
    z
      .string()
      .trim()
      .min(1, 'is empty')
      .max(textLimits.paragraph, tooLong(textLimits.paragraph, ', so split it')),
    { widget: 'text', ...meta },
  )

/** Paragraphs of one answer or block of text. */
const paragraphs = (meta: FieldMeta, least = 1) =>
  z
    .array(paragraph(meta))
    .min(least, 'is empty')
    .max(textLimits.paragraphs, {
      error: (issue: { input?: unknown }) =>
        `has ${Array.isArray(issue.input) ? issue.input.length : 'too many'} paragraphs: at most ${textLimits.paragraphs} fit`,
    })

/** The most one donation may be: a bigger number is a typo, and beyond it pence lose precision. */
export const largestAmount = 1_000_000

/**
 * A picture the site serves: a path under /images/ whose folder and file names are plain
 * (no leading dot, so no `..` climbs out of public/).
 */
export const imagePathPattern =
  /^\/images\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.(?:svg|webp|avif|png|jpe?g)$/i

/**
 * The largest picture the site serves: a donation card shows it at most 600 pixels wide, so a
 * photo 1600 pixels wide, saved as JPEG, is plenty and weighs 200 to 400 kB.
 */
export const largestPictureBytes = 500_000

export const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/

/** This month, YYYY-MM (UTC): a donation is recorded once it is made, never ahead. */
export const currentMonth = (now = new Date()) => now.toISOString().slice(0, 7)

const wholeMetres = (title: string) =>
  field(
    z
      .number({ error: 'must be a number of metres' })
      .int('must be whole metres')
      .min(1, 'must be at least 1')
      .max(10, 'must be at most 10 (the picture draws one square per metre)'),
    { title },
  )

export const donationFileSchema = z
  .object({
    date: field(z.string().regex(monthPattern, 'must be a month written YYYY-MM, like 2025-06'), {
      title: 'Month',
      description: 'The month the donation was made, written YYYY-MM (2025-06 is June 2025).',
    }),
    amount: field(
      z
        .number({
          // The editor keeps what the owner typed when it is not a plain number, so "£1,200" or
          // "41,20" is refused in these words rather than read as 1200 or 4120.
          error: (issue) =>
            typeof issue.input === 'string'
              ? 'must be written as digits with a point before the pence, like 1200 or 41.20 (no £, commas or spaces)'
              : 'must be a number of pounds, like 53.14',
        })
        .positive('must be more than 0')
        .max(largestAmount, `must be at most ${largestAmount} (a million pounds)`)
        .refine(
          (pounds) => Math.abs(pounds * 100 - Math.round(pounds * 100)) < 1e-6,
          'must be pounds with at most two decimals, like 53.14',
        ),
      {
        title: 'Amount (£)',
        description: 'In pounds, digits with a point before the pence, like 1200 or 53.14.',
        widget: 'amount',
      },
    ),
    organization: text({ title: 'Organisation', default: 'a UK rewilding charity' }),
    description: paragraph({ title: 'Description' }),
    land: field(
      z
        .object({
          widthMetres: wholeMetres('Width (metres)'),
          lengthMetres: wholeMetres('Length (metres)'),
        })
        .strict()
        .optional(),
      {
        title: 'Land bought',
        description:
          'When the money bought land: its size. Without a picture, one is drawn from it.',
      },
    ),
    imageUrl: field(
      z
        .string()
        .regex(
          imagePathPattern,
          'must be a picture under /images/, like /images/uploads/hedge.jpg: svg, webp, avif, png or jpg, no spaces, no ".."',
        )
        .optional(),
      {
        title: 'Picture',
        description: 'Optional: leave empty and the site draws the land from its size.',
        widget: 'image',
      },
    ),
    imageAlt: field(z.string().trim().min(1, 'is empty').optional(), {
      title: 'Picture description',
      description: 'What the picture shows, for people who cannot see it. Needed with a picture.',
    }),
  })
  .strict()
  .superRefine((donation, context) => {
    if (donation.date > currentMonth()) {
      context.addIssue({
        code: 'custom',
        path: ['date'],
        message: `${donation.date} is still to come (this month is ${currentMonth()}): record a donation once it is made`,
      })
    }
    if (donation.imageUrl && !donation.imageAlt) {
      context.addIssue({ code: 'custom', path: ['imageAlt'], message: 'is needed with imageUrl' })
    }
    if (!donation.imageUrl && !donation.land) {
      context.addIssue({
        code: 'custom',
        path: ['imageUrl'],
        message: 'is needed when no land is recorded (there is nothing to draw)',
      })
    }
  })

export type DonationFile = z.infer<typeof donationFileSchema>

/** Stable and linkable: /faq#id opens it. */
const anchorId = (title: string, description: string) =>
  field(
    z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase letters, digits and hyphens, like skip-price'),
    { title, description },
  )

export const faqGroupFileSchema = z
  .object({
    position: field(z.number().int('must be a whole number').min(1, 'must be at least 1'), {
      title: 'Position',
      description: 'Where the group sits on /faq: 1 is first.',
    }),
    title: text({ title: 'Title' }),
    blurb: text({ title: 'Blurb' }),
    questions: field(
      z
        .array(
          z
            .object({
              id: anchorId(
                'Link name',
                'Lowercase words joined by hyphens; /faq#this-name opens the answer. Never rename one.',
              ),
              question: text({ title: 'Question' }),
              answer: field(paragraphs({ title: 'Paragraph' }), { title: 'Answer' }),
            })
            .strict(),
        )
        .min(1, 'is empty'),
      { title: 'Questions' },
    ),
  })
  .strict()

export type FaqGroupFile = z.infer<typeof faqGroupFileSchema>

export const pressFactsFileSchema = z
  .object({
    facts: field(
      z
        .array(
          z
            .object({ label: text({ title: 'Label' }), value: paragraph({ title: 'Value' }) })
            .strict(),
        )
        .min(1, 'is empty'),
      { title: 'Facts' },
    ),
  })
  .strict()

export type PressFactsFile = z.infer<typeof pressFactsFileSchema>

/** A block of a legal text: a paragraph, or a list when every line starts with "- ". */
const legalBlocks = (title: string) =>
  field(paragraphs({ title: 'Paragraph or list' }, 0).optional(), {
    title,
    description: 'One paragraph per item. An item whose every line starts with "- " is a list.',
  })

export const legalFileSchema = z
  .object({
    lastUpdated: text({ title: 'Last updated (as shown)' }),
    lastUpdatedIso: field(
      z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'),
      { title: 'Last updated (YYYY-MM-DD)' },
    ),
    sections: field(
      z
        .array(
          z
            .object({
              title: text({ title: 'Heading' }),
              intro: legalBlocks('Text before the subsections'),
              subsections: field(
                z
                  .array(
                    z
                      .object({
                        title: text({ title: 'Heading' }),
                        body: field(paragraphs({ title: 'Paragraph or list' }), {
                          title: 'Text',
                          description:
                            'One paragraph per item. An item whose every line starts with "- " is a list.',
                        }),
                      })
                      .strict(),
                  )
                  .optional(),
                { title: 'Subsections' },
              ),
            })
            .strict(),
        )
        .min(1, 'is empty'),
      { title: 'Sections' },
    ),
  })
  .strict()

export type LegalFile = z.infer<typeof legalFileSchema>

/** A line that must fit where the layout puts it: `limit` characters, said in the owner's words. */
const fitting = (limit: number, where: string, meta: FieldMeta) =>
  field(
    z
      .string()
      .trim()
      .min(1, 'is empty')
      .max(limit, {
        error: (issue: { input?: unknown }) =>
          `is ${String(issue.input ?? '').length} characters long: at most ${limit} fit ${where}`,
      }),
    {
      ...meta,
      description: `${meta.description ? `${meta.description} ` : ''}At most ${limit} characters.`,
    },
  )

/**
 * A file the site serves from public/, under /media/ or /images/ with plain names (no leading
 * dot, so no `..`), of one of these kinds. The build checks that the file is there.
 */
const publicFile = (extensions: string) =>
  new RegExp(`^/(?:media|images)/(?:[\\w-][\\w.-]*/)*[\\w-][\\w.-]*\\.(?:${extensions})$`, 'i')
export const videoPathPattern = publicFile('mp4|webm')
export const posterPathPattern = publicFile('avif|webp|png|jpe?g')

/** The largest demo video the site serves: it loops on a phone, so a short clip is plenty. */
export const largestVideoBytes = 5_000_000

/** Where a text sits on the page and how much of it fits there without breaking the layout. */
export const siteTextLimits = {
  title: 65,
  headline: 40,
  rotatingPrefix: 16,
  rotatingWord: 20,
  rotatingWords: 10,
  tagline: 90,
  cardHeading: 40,
  cardTitle: 40,
  cardBody: 120,
  cards: 4,
  faqPrompt: 80,
  linkText: 30,
  bannerText: 90,
} as const

const limits = siteTextLimits

export const siteFileSchema = z
  .object({
    home: field(
      z
        .object({
          title: fitting(limits.title, 'in a search result', {
            title: 'Page title',
            description: 'The homepage’s title in tabs and search results.',
          }),
          headline: fitting(limits.headline, 'above the product name', {
            title: 'Headline',
            description: 'The big words at the top; the product name follows on its own line.',
          }),
          rotatingPrefix: fitting(limits.rotatingPrefix, 'before the changing word', {
            title: 'Words before the changing word',
          }),
          rotatingWords: field(
            z
              .array(fitting(limits.rotatingWord, 'on one line of a phone', { title: 'Word' }))
              .min(2, 'needs at least 2 words to change between')
              .max(limits.rotatingWords, {
                error: (issue: { input?: unknown }) =>
                  `has ${Array.isArray(issue.input) ? issue.input.length : 'too many'} words: at most ${limits.rotatingWords} (a visitor reads a few, not a list)`,
              }),
            {
              title: 'Changing words',
              description: 'Shown in this order, one every 2 seconds, then from the first again.',
            },
          ),
          video: field(
            z
              .object({
                file: field(
                  z.string().regex(videoPathPattern, {
                    error:
                      'must be a video under /media/ or /images/uploads/, like /images/uploads/demo.mp4: mp4 or webm, no spaces, no ".."',
                  }),
                  {
                    title: 'Video',
                    description: `A short muted loop, mp4, at most ${largestVideoBytes / 1_000_000} MB.`,
                    widget: 'file',
                  },
                ),
                poster: field(
                  z.string().regex(posterPathPattern, {
                    error:
                      'must be a picture under /media/ or /images/uploads/, like /images/uploads/poster.avif: avif, webp, png or jpg, no spaces, no ".."',
                  }),
                  {
                    title: 'Poster',
                    description: 'The video’s first frame, shown until it plays.',
                    widget: 'image',
                  },
                ),
                description: text({
                  title: 'What the video shows',
                  description: 'Read out by screen readers, for people who cannot see it.',
                }),
              })
              .strict(),
            { title: 'Demo video' },
          ),
        })
        .strict(),
      { title: 'Homepage' },
    ),
    footer: field(
      z
        .object({
          tagline: fitting(limits.tagline, 'under the name in the footer', {
            title: 'Tagline',
          }),
        })
        .strict(),
      { title: 'Footer' },
    ),
    contact: field(
      z
        .object({
          heading: fitting(limits.cardHeading, 'beside the form', { title: 'Heading' }),
          cards: field(
            z
              .array(
                z
                  .object({
                    title: fitting(limits.cardTitle, 'in bold before the text', {
                      title: 'Who',
                    }),
                    body: fitting(limits.cardBody, 'beside the form', { title: 'Where it goes' }),
                  })
                  .strict(),
              )
              .min(1, 'is empty')
              .max(limits.cards, `has too many cards: at most ${limits.cards} fit beside the form`),
            { title: 'Cards' },
          ),
          faqPrompt: fitting(limits.faqPrompt, 'above the faq link', {
            title: 'Before the faq link',
          }),
          faqLink: fitting(limits.linkText, 'as the faq link', { title: 'Faq link' }),
        })
        .strict(),
      { title: 'Contact page' },
    ),
    banner: field(
      z
        .object({
          show: field(z.boolean({ error: 'must be on or off' }), {
            title: 'Show the banner',
            description: 'On: every page shows it above the header until the visitor hides it.',
          }),
          text: fitting(limits.bannerText, 'on two lines of a phone', {
            title: 'Text',
            description: 'Like: the android beta is open.',
          }),
          link: field(z.string().trim().optional(), {
            title: 'Link',
            description:
              'Optional: a page of the site, like /download, or an address starting https://.',
          }),
          linkText: fitting(limits.linkText, 'as the banner’s link', {
            title: 'Link text',
            description: 'Needed with a link, like: join the waitlist.',
          }).optional(),
        })
        .strict()
        .superRefine((banner, context) => {
          if (banner.link && !banner.linkText)
            context.addIssue({ code: 'custom', path: ['linkText'], message: 'is needed with link' })
        }),
      { title: 'Announcement banner' },
    ),
  })
  .strict()

export type SiteFile = z.infer<typeof siteFileSchema>

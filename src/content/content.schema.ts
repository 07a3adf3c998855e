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
  widget?: 'text' | 'image' | 'amount'
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

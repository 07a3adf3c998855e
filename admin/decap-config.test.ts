// @vitest-environment node
import { expect, test } from 'vitest'
import type { z } from 'zod'
import {
  donationFileSchema,
  faqGroupFileSchema,
  legalFileSchema,
  pressFactsFileSchema,
} from '../src/content/content.schema.ts'
import { valueNames } from '../scripts/content/content-reader.ts'
import { checkBeforeSave } from './before-save.ts'
import { decapConfig, keptYamlFormatName } from './decap-config.ts'

const config = decapConfig(
  { repo: 'owner/site', branch: 'main', localBackendUrl: 'http://127.0.0.1:8081/api/v1' },
  'https://touchgrass.app',
)

type Field = { name: string; required: boolean; widget: string; fields?: Field[]; field?: Field }
type Collection = Record<string, unknown> & {
  name: string
  fields?: Field[]
  files?: { file: string; fields: Field[] }[]
}
// The config is typed loosely for Decap; its parts are read back here by name.
const collections = config.collections as unknown as Collection[]
const collection = (name: string) => collections.find((entry) => entry.name === name)
const fieldsOf = (name: string) => (collection(name)?.fields ?? []) as Field[]

test('every field of every schema is in the editor, needed exactly when the build needs it', () => {
  const cases = [
    [fieldsOf('donations'), donationFileSchema],
    [fieldsOf('faq'), faqGroupFileSchema],
  ] as const
  for (const [fields, schema] of cases) {
    expect(fields.map((field) => field.name)).toEqual(Object.keys(schema.shape))
    for (const field of fields) {
      const shape: Record<string, z.ZodType> = schema.shape
      const optional = shape[field.name]?.safeParse(undefined)
      expect(field.required, field.name).toBe(!optional?.success)
    }
  }
  const files = collection('pages')?.files ?? []
  expect(files.map((file) => [file.file, file.fields.map((field) => field.name)])).toEqual([
    ['content/press-facts.yml', Object.keys(pressFactsFileSchema.shape)],
    ['content/legal/terms.yml', Object.keys(legalFileSchema.shape)],
    ['content/legal/privacy.yml', Object.keys(legalFileSchema.shape)],
    ['content/legal/accessibility.yml', Object.keys(legalFileSchema.shape)],
  ])
})

test('the editor asks for a donation the way the build checks it', () => {
  const field = (name: string) => fieldsOf('donations').find((entry) => entry.name === name)
  // No patterns of Decap's own: what a value must be is said by the build's check before save.
  expect(field('date')).toMatchObject({ widget: 'string', required: true })
  expect(field('date')).not.toHaveProperty('pattern')
  // Typed as written, never a browser's number field (which reads "41,20" as 4120).
  expect(field('amount')).toMatchObject({ widget: 'amount', required: true })
  expect(field('organization')).toMatchObject({ default: 'a UK rewilding charity' })
  expect(field('description')).toMatchObject({ widget: 'text' })
  expect(field('imageUrl')).toMatchObject({ widget: 'image', required: false })
  expect(collection('donations')).toMatchObject({
    folder: 'content/donations',
    format: keptYamlFormatName,
    extension: 'yml',
  })
})

test('optional means optional: "Land bought" and its sizes may all be left empty', () => {
  const land = fieldsOf('donations').find((entry) => entry.name === 'land')
  expect(land).toMatchObject({ widget: 'object', required: false })
  expect(land?.fields?.map((entry) => [entry.name, entry.widget, entry.required])).toEqual([
    ['widthMetres', 'number', false],
    ['lengthMetres', 'number', false],
  ])
})

test('every value the help offers may be used in a press fact, as the build reads it', () => {
  const help = String(collection('pages')?.description)
  expect(help).not.toContain('a number from the app')
  // The help names every value the build fills in, and a fact using any of them is saved.
  for (const name of valueNames) expect(help).toContain(name)
  const facts = valueNames.map((name) => ({ label: name, value: `since {{${name}}}` }))
  expect(() => checkBeforeSave('content/press-facts.yml', { facts })).not.toThrow()
})

test('a FAQ question is a list item of link name, question and paragraphs', () => {
  const questions = fieldsOf('faq').find((field) => field.name === 'questions')
  expect(questions).toMatchObject({ widget: 'list', label_singular: 'Question' })
  expect(questions?.fields?.map((field) => field.name)).toEqual(['id', 'question', 'answer'])
  expect(questions?.fields?.[2]).toMatchObject({ widget: 'list', field: { widget: 'text' } })
})

test('locally it writes through decap-server, in production through GitHub', () => {
  expect(config.local_backend).toEqual({ url: 'http://127.0.0.1:8081/api/v1' })
  expect(config.backend).toMatchObject({ name: 'github', repo: 'owner/site', branch: 'main' })
  expect(config.load_config_file).toBe(false)
})

test('a save becomes a draft pull request, "ready" asks for review and Publish merges it', () => {
  // Decap's editorial workflow: each entry on a cms/ branch with its own pull request, whose
  // preview the pull request workflow deploys; Publish merges it into the branch.
  expect(config.publish_mode).toBe('editorial_workflow')
  expect(decapConfig({ repo: 'o/r', branch: 'main' }, 'https://x.test').publish_mode).toBe(
    'editorial_workflow',
  )
})

test('the owner signs in through the site’s own functions, at the origin the editor is served from', () => {
  expect(config.backend).toMatchObject({
    base_url: 'https://touchgrass.app',
    auth_endpoint: 'api/cms/auth',
  })
  // Without a local backend (a production build) the configuration names none.
  const production = decapConfig({ repo: 'o/r', branch: 'main' }, 'https://touchgrass.app')
  expect(production).not.toHaveProperty('local_backend')
})

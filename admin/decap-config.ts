// The editor's configuration, drawn from the schemas the build validates content/ with
// (src/content/content.schema.ts): every field's name, label, hint, type, widget, whether it is
// needed and its hint come from there, and every save is checked by the build's own reader (before-save.ts),
// so the editor cannot drift from what the build accepts.
import { z } from 'zod'
import {
  donationFileSchema,
  faqGroupFileSchema,
  largestPictureBytes,
  largestVideoBytes,
  legalFileSchema,
  pressFactsFileSchema,
  siteFileSchema,
} from '../src/content/content.schema.ts'
import { valueNames } from '../scripts/content/content-reader.ts'

/** The largest file each upload widget takes, as the build allows it on disk. */
const largestUploadBytes = { image: largestPictureBytes, file: largestVideoBytes } as const

/** Where the editor reads and writes: set at build time by vite.admin.config.ts. */
export type EditorTarget = {
  /** "owner/name" of the GitHub repository, and the branch a publish commits to. */
  repo: string
  branch: string
  /**
   * decap-server's address, used instead of GitHub when the editor is opened on localhost: only
   * in development and the test build, so the production editor's policy names no loopback.
   */
  localBackendUrl?: string
}

/** Where the site's own functions serve the GitHub sign-in (functions/src/cms-auth.js). */
export const authEndpoint = 'api/cms/auth'

type JsonSchema = {
  type?: string
  title?: string
  description?: string
  widget?: 'text' | 'image' | 'file' | 'amount'
  default?: unknown
  step?: number
  pattern?: string
  minimum?: number
  maximum?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
}

type DecapField = Record<string, unknown> & { name: string; widget: string }

/** Fields of an optional group are optional too: "Land bought" may be left out whole. */
function fieldsOf(schema: JsonSchema, optionalGroup = false): DecapField[] {
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, !optionalGroup && (schema.required?.includes(name) ?? false)),
  )
}

function fieldOf(name: string, property: JsonSchema, required: boolean): DecapField {
  const base = {
    name,
    label: property.title ?? name,
    required,
    ...(property.description ? { hint: property.description } : {}),
    ...(property.default !== undefined ? { default: property.default } : {}),
  }
  switch (property.type) {
    case 'object':
      return { ...base, widget: 'object', collapsed: false, fields: fieldsOf(property, !required) }
    case 'array': {
      const item = property.items ?? {}
      const list = {
        ...base,
        widget: 'list',
        // The button says "Add question", "Add paragraph".
        label_singular: item.title ?? singular(base.label),
        // No `min`: Decap would refuse an empty list in its own words and before the check
        // that says the build's (before-save.ts).
      }
      return item.type === 'object'
        ? {
            ...list,
            fields: fieldsOf(item),
            summary: `{{fields.${Object.keys(item.properties ?? {})[1] ?? 'id'}}}`,
          }
        : { ...list, field: fieldOf(singular(name), item, true) }
    }
    case 'boolean':
      return { ...base, widget: 'boolean' }
    case 'number':
    case 'integer':
      if (property.widget === 'amount') return { ...base, widget: 'amount' }
      return {
        ...base,
        widget: 'number',
        value_type: property.type === 'integer' ? 'int' : 'float',
        ...(property.step ? { step: property.step } : {}),
        ...(property.minimum !== undefined ? { min: property.minimum } : {}),
        ...(property.maximum !== undefined && property.maximum < Number.MAX_SAFE_INTEGER
          ? { max: property.maximum }
          : {}),
      }
    default:
      if (property.widget === 'image' || property.widget === 'file')
        return {
          ...base,
          widget: property.widget,
          choose_url: false,
          // Decap refuses a bigger file when it is chosen; the build says the same of one on disk.
          media_library: { config: { max_file_size: largestUploadBytes[property.widget] } },
        }
      // No `pattern`: Decap would word it its own way. Every save is checked by the build's
      // reader (admin/before-save.ts), which says what is wrong in the build's words.
      return { ...base, widget: property.widget ?? 'string' }
  }
}

const singular = (name: string) => (name.endsWith('s') ? name.slice(0, -1) : name)

const fields = (schema: z.ZodType) =>
  fieldsOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)

/** The editor's YAML writer (admin/yaml-format.ts), registered under this name in main.ts. */
export const keptYamlFormatName = 'yml-kept'

const yamlFile = { extension: 'yml', format: keptYamlFormatName } as const

/**
 * `siteOrigin` is the origin the editor is served from: the sign-in popup opens there, and Decap
 * takes the token only from a message of exactly that origin.
 */
export function decapConfig(target: EditorTarget, siteOrigin: string) {
  return {
    load_config_file: false,
    backend: {
      name: 'github',
      repo: target.repo,
      branch: target.branch,
      base_url: siteOrigin,
      auth_endpoint: authEndpoint,
      commit_messages: {
        create: 'Add {{collection}} “{{slug}}”',
        update: 'Update {{collection}} “{{slug}}”',
      },
    },
    ...(target.localBackendUrl ? { local_backend: { url: target.localBackendUrl } } : {}),
    // A save opens a draft pull request (its preview deploys from there), "Ready" asks for
    // review and "Publish" merges it into the branch, which deploys production. decap-server in
    // its fs mode offers only simple publishing, and Decap switches to it by itself.
    publish_mode: 'editorial_workflow',
    site_url: '/',
    display_url: '/',
    locale: 'en',
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    collections: [
      {
        name: 'donations',
        label: 'Donations',
        label_singular: 'donation',
        description:
          'One file per donation, in content/donations/. The total, the land area and the press facts follow.',
        folder: 'content/donations',
        ...yamlFile,
        create: true,
        delete: true,
        identifier_field: 'date',
        slug: '{{fields.date}}',
        summary: '{{date}}: £{{amount}} to {{organization}}',
        sortable_fields: ['date'],
        fields: fields(donationFileSchema),
      },
      {
        name: 'faq',
        label: 'FAQ',
        label_singular: 'FAQ group',
        description:
          'One file per group of questions, in content/faq/. The file name is the group’s link name.',
        folder: 'content/faq',
        ...yamlFile,
        create: true,
        identifier_field: 'title',
        slug: '{{slug}}',
        summary: '{{position}}. {{title}}',
        sortable_fields: ['position'],
        fields: fields(faqGroupFileSchema),
      },
      {
        name: 'site',
        label: 'Site words',
        description:
          'The homepage’s title, headline, changing words and video, the footer’s tagline, the contact page’s cards and the announcement banner.',
        ...yamlFile,
        files: [
          {
            name: 'site',
            label: 'Homepage, footer, contact page and banner',
            file: 'content/site.yml',
            fields: fields(siteFileSchema),
          },
        ],
      },
      {
        name: 'pages',
        label: 'Press facts and legal texts',
        description: `Write {{name}} where the site fills in a figure (${valueNames.join(', ')}), and [link text](/page) for a link.`,
        ...yamlFile,
        files: [
          {
            name: 'press-facts',
            label: 'Press facts',
            file: 'content/press-facts.yml',
            fields: fields(pressFactsFileSchema),
          },
          {
            name: 'terms',
            label: 'Terms of service',
            file: 'content/legal/terms.yml',
            fields: fields(legalFileSchema),
          },
          {
            name: 'privacy',
            label: 'Privacy policy',
            file: 'content/legal/privacy.yml',
            fields: fields(legalFileSchema),
          },
          {
            name: 'accessibility',
            label: 'Accessibility statement',
            file: 'content/legal/accessibility.yml',
            fields: fields(legalFileSchema),
          },
        ],
      },
    ],
  }
}

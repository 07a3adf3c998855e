import { AmountControl } from './amount-widget.ts'
import {
  blankPaths,
  checkBeforeDelete,
  checkBeforeSave,
  entryFile,
  otherFiles,
} from './before-save.ts'
import { decapConfig, keptYamlFormatName, type EditorTarget } from './decap-config.ts'
import { keepTokenInMemory } from './token-in-memory.ts'
import { keptYamlFormat } from './yaml-format.ts'

/** Set by vite.admin.config.ts. */
declare const editorTarget: EditorTarget

// Before Decap loads, so it never writes the token where the site's other pages can read it.
keepTokenInMemory(window)
const { default: CMS } = await import('decap-cms-app')
CMS.registerWidget('amount', AmountControl as never)
// A save changes only the values the owner changed, in the file's own layout (yaml-format.ts).
const yamlFormat = keptYamlFormat()
CMS.registerCustomFormat(keptYamlFormatName, 'yml', yamlFormat.formatter)

// The other files, as the site has them: what a save would break elsewhere (a donation's month
// already used, a link name used in another group, /faq over its budget, a link from another
// page) is refused too.
const contentIndex = `${import.meta.env.BASE_URL}content-index.json`

// Every save is checked as the build checks the file; a refused save shows the build's lines.
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    let data = entry.get('data')
    for (const path of blankPaths(data.toJS())) data = data.deleteIn(path)
    const plain = data.toJS()
    checkBeforeSave(
      entryFile(
        { path: entry.get('path'), collection: entry.get('collection'), slug: entry.get('slug') },
        plain,
      ),
      plain,
      await otherFiles(contentIndex),
      { newFile: entry.get('newRecord') === true },
    )
    yamlFormat.noteOriginal(plain, entry.get('raw'))
    return data
  },
})

// Deleting (or unpublishing) an entry: refused when another page links to what it holds.
CMS.registerEventListener({
  name: 'preUnpublish',
  handler: async ({ entry }) => {
    const others = await otherFiles(contentIndex)
    const path: unknown = entry.get('path')
    if (others && typeof path === 'string') checkBeforeDelete(path, others)
  },
})

// Decap's own words, nearer the build's: a refused save is "not saved", a field left empty
// "is missing" (the build's words for it).
type Phrases = { [key: string]: string | Phrases }
const english = CMS.getLocale('en') as Phrases | undefined
const merged = (base: Phrases, changes: Phrases): Phrases =>
  Object.fromEntries(
    Object.entries(base).map(([key, value]) => {
      const change = changes[key]
      if (change === undefined) return [key, value]
      return [
        key,
        typeof value === 'string' || typeof change === 'string' ? change : merged(value, change),
      ]
    }),
  )
if (english) {
  CMS.registerLocale(
    'en',
    merged(english, {
      ui: {
        toast: {
          onFailToPersist: 'Not saved: %{details}',
          onFailToDelete: 'Not deleted: %{details}',
        },
      },
      mediaLibrary: {
        mediaLibrary: {
          fileTooLarge:
            'This picture is too big for the site: at most %{size} kB. Save it 1600 pixels wide as a JPEG and choose it again.',
        },
      },
      editor: { editorControlPane: { widget: { required: '%{fieldLabel} is missing.' } } },
    }) as never,
  )
}

// The whole configuration comes from the content schemas; there is no config.yml to load.
CMS.init({ config: decapConfig(editorTarget, window.location.origin) as never })

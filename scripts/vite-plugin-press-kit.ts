import type { Plugin } from 'vite'
import { pressKitDirectory, pressKitZip } from '../src/content/press-kit.ts'
import { drawPressKit, stillsDirectory, type PressKitFile } from './press-kit/draw.ts'

const virtualId = 'virtual:press-kit'
const resolvedId = `\0${virtualId}`

const contentTypes: Record<PressKitFile['format'], string> = {
  SVG: 'image/svg+xml',
  PNG: 'image/png',
  TXT: 'text/plain; charset=utf-8',
  ZIP: 'application/zip',
}

/**
 * The press kit (src/content/press-kit.ts), drawn once per build and written to
 * /press-kit/<file>, with the zip of all of it. `import { pressKitFiles } from
 * 'virtual:press-kit'` gives the press page each file's format, size in bytes and pixels.
 */
export function pressKit(): Plugin {
  let drawn: Promise<PressKitFile[]> | undefined
  const draw = () => (drawn ??= drawPressKit(pressKitZip))
  return {
    name: 'touch-grass:press-kit',
    resolveId: (source) => (source === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined
      // The dev server takes a watched file for an import of the module, and a folder cannot be
      // resolved as one (/press failed to load there); the drawing is memoised for the server's
      // life anyway, so only a watching build needs to know.
      if (this.environment.mode === 'build') this.addWatchFile(stillsDirectory)
      const files = (await draw()).map(({ data: _data, ...facts }) => facts)
      return `export const pressKitFiles = ${JSON.stringify(files)}`
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return
      for (const file of await draw()) {
        this.emitFile({
          type: 'asset',
          fileName: `${pressKitDirectory}/${file.file}`,
          source: file.data,
        })
      }
    },
    configureServer(server) {
      server.middlewares.use(`/${pressKitDirectory}`, (request, response, next) => {
        const name = decodeURIComponent((request.url ?? '').split('?')[0] ?? '').slice(1)
        draw().then((files) => {
          const file = files.find((candidate) => candidate.file === name)
          if (!file) return next()
          response.setHeader('Content-Type', contentTypes[file.format])
          response.end(file.data)
        }, next)
      })
    },
  }
}

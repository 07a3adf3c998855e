import { pressKitFiles } from 'virtual:press-kit'
import { PageSection } from '@/components/layout/page-section'
import { brandColours } from '@/content/brand-colours'
import { pressCopy } from '@/content/press'
import { pressKitAssets, pressKitPath, pressKitZip, type PressKitAsset } from '@/content/press-kit'
import { cn } from '@/lib/cn'
import { formatCount, formatFileSize } from '@/lib/format'

type KitFile = (typeof pressKitFiles)[number]

const stillPreviews = import.meta.glob<string>('../../assets/press/*.jpg', {
  eager: true,
  query: '?url',
  import: 'default',
})

function kitFile(name: string): KitFile {
  const file = pressKitFiles.find((candidate) => candidate.file === name)
  if (!file) throw new Error(`press kit: ${name} was not built (scripts/vite-plugin-press-kit.ts)`)
  return file
}

function previewOf(name: string) {
  const url = Object.entries(stillPreviews).find(([path]) => path.endsWith(`/${name}`))?.[1]
  if (!url)
    throw new Error(`press kit: no preview ${name} (node scripts/demo-video/render-stills.mjs)`)
  return url
}

/** What a download link says about its file after the format: pixels (or "vector"), size. */
function fileDetails(file: KitFile) {
  const pixels =
    file.width && file.height
      ? `${formatCount(file.width)} × ${formatCount(file.height)} px`
      : file.format === 'SVG'
        ? pressCopy.assets.vector
        : undefined
  return [pixels, formatFileSize(file.bytes)].filter(Boolean).join(' · ')
}

function DownloadLink({ asset, file }: { asset: PressKitAsset; file: KitFile }) {
  return (
    <a
      href={pressKitPath(file.file)}
      download
      className="group flex min-h-tap items-center justify-between gap-3 rounded-xl border-2 border-chalk-line bg-chalk px-4 py-2 hover:border-grass"
    >
      {/* Each part one text node with its spaces inside: Chromium joined separate nodes into
          "downloadlogo, …, SVGvector", and a speech user's "click SVG vector" found nothing. */}
      <span>
        <span className="sr-only">{`${pressCopy.assets.download} ${asset.title}, `}</span>
        <span className="font-display font-extrabold">{`${file.format} `}</span>
        <span className="ml-1 text-sm text-soil-muted tabular-nums">{fileDetails(file)}</span>
      </span>
      <DownloadGlyph />
    </a>
  )
}

function DownloadGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="size-5 shrink-0 text-grass transition-transform duration-200 ease-out group-hover:translate-y-0.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 4v12m-5-5 5 5 5-5M5 20h14" />
    </svg>
  )
}

type Card = { key: string; title: string; assets: PressKitAsset[] }

function AssetCard({
  card,
  preview,
  className,
}: {
  card: Card
  preview: React.ReactNode
  className?: string
}) {
  return (
    <li className={cn('flex flex-col rounded-card bg-meadow p-4 sm:p-5', className)}>
      {preview}
      <h4 className="mt-4 font-display text-lg font-extrabold">{card.title}</h4>
      <ul className="mt-3 grid gap-2">
        {card.assets.map((asset) => (
          <li key={asset.file}>
            <DownloadLink asset={asset} file={kitFile(asset.file)} />
          </li>
        ))}
      </ul>
    </li>
  )
}

const byKind = <Kind extends PressKitAsset['kind']>(kind: Kind) =>
  pressKitAssets.filter(
    (asset): asset is Extract<PressKitAsset, { kind: Kind }> => asset.kind === kind,
  )

/** Logo and wordmark: one card per background, holding the SVG and the PNG. */
function markCards(): (Card & { dark: boolean; svg: string; png: KitFile })[] {
  const cards = new Map<string, PressKitAsset[]>()
  for (const asset of pressKitAssets) {
    if (asset.kind !== 'logo' && asset.kind !== 'wordmark') continue
    const key = `${asset.kind}-${asset.background}`
    cards.set(key, [...(cards.get(key) ?? []), asset])
  }
  return [...cards].map(([key, assets]) => {
    const svg = assets.find((asset) => asset.file.endsWith('.svg'))
    const png = assets.find((asset) => asset.file.endsWith('.png'))
    if (!svg || !png) throw new Error(`press kit: ${key} needs an SVG and a PNG`)
    return {
      key,
      title: svg.title,
      assets,
      dark: key.endsWith('dark'),
      svg: svg.file,
      png: kitFile(png.file),
    }
  })
}

export function PressAssets() {
  const zip = kitFile(pressKitZip)
  const [icon] = byKind('app-icon')
  const [colours] = byKind('colours')
  const stills = byKind('still')
  const copy = pressCopy.assets
  return (
    <PageSection id="assets" className="mt-section scroll-mt-8" title={copy.title} lead={copy.lead}>
      <div className="on-dark mt-8 flex flex-col gap-6 rounded-card bg-grass p-6 text-chalk sm:flex-row sm:items-center sm:justify-between sm:p-10">
        <div>
          <h3 className="text-title font-extrabold">{copy.zipTitle}</h3>
          <p className="mt-2 text-meadow">{copy.zipContents(pressKitAssets.length)}</p>
        </div>
        <a
          href={pressKitPath(zip.file)}
          download
          className="inline-flex min-h-tap items-center justify-between gap-4 rounded-full border-2 border-transparent bg-sun px-7 py-3 font-display text-lg leading-tight font-extrabold text-soil hover:bg-sun-soft sm:shrink-0"
        >
          <span>
            {`${copy.zipLink} `}
            <span className="block font-sans text-sm font-normal tabular-nums">
              {zip.format} · {fileDetails(zip)}
            </span>
          </span>
          <DownloadGlyph />
        </a>
      </div>

      <h3 className="mt-12 text-title font-extrabold">{copy.marksTitle}</h3>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2">
        {markCards().map((card) => (
          <AssetCard
            key={card.key}
            card={card}
            preview={
              <div
                className={cn(
                  // The mark is shown on its own background, also in forced colours.
                  'grid h-36 place-items-center rounded-2xl px-6 forced-color-adjust-none',
                  card.dark ? 'bg-grass-deep' : 'bg-chalk',
                )}
              >
                <img
                  src={pressKitPath(card.svg)}
                  alt=""
                  width={card.png.width}
                  height={card.png.height}
                  loading="lazy"
                  decoding="async"
                  className="h-auto max-h-20 w-full max-w-xs object-contain"
                />
              </div>
            }
          />
        ))}
      </ul>

      <div className="mt-5 grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        {icon ? (
          <ul>
            <AssetCard
              card={{ key: icon.file, title: icon.title, assets: [icon] }}
              className="h-full"
              preview={
                <div className="grid h-44 place-items-center rounded-2xl bg-chalk">
                  <img
                    src={pressKitPath(icon.file)}
                    alt=""
                    width={128}
                    height={128}
                    loading="lazy"
                    decoding="async"
                    className="size-32 rounded-[28px] shadow-card"
                  />
                </div>
              }
            />
          </ul>
        ) : null}
        {colours ? (
          <ul>
            <AssetCard
              card={{ key: colours.file, title: copy.colours, assets: [colours] }}
              className="h-full"
              preview={
                <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                  {brandColours.map((colour) => (
                    <li key={colour.name} className="overflow-hidden rounded-2xl bg-chalk">
                      <span
                        aria-hidden="true"
                        className="block h-12 ring-1 ring-soil/10 forced-color-adjust-none ring-inset"
                        style={{ backgroundColor: colour.hex }}
                      />
                      <span className="block px-3 py-2 text-sm leading-snug">
                        <span className="block font-display font-extrabold">{colour.name}</span>
                        <span className="font-mono text-soil-muted">{colour.hex}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              }
            />
          </ul>
        ) : null}
      </div>

      <h3 className="mt-12 text-title font-extrabold">{copy.stillsTitle}</h3>
      <p className="mt-2 max-w-prose text-soil-muted">{copy.stillsLead}</p>
      <ul className="mt-6 grid gap-5 sm:grid-cols-3">
        {stills.map((still) => (
          <AssetCard
            key={still.file}
            card={{ key: still.file, title: still.title, assets: [still] }}
            preview={
              <div className="grid place-items-center rounded-2xl bg-chalk p-4">
                <img
                  src={previewOf(still.preview)}
                  alt={still.alt}
                  width={480}
                  height={1040}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-40 rounded-[22px] shadow-card ring-4 ring-soil"
                />
              </div>
            }
          />
        ))}
      </ul>
    </PageSection>
  )
}

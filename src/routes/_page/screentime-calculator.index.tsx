import { createFileRoute } from '@tanstack/react-router'
import { pages } from '@/content/pages'
import { seo } from '@/head/seo'

/** The calculator's own page: its questions render in the parent route. */
export const Route = createFileRoute('/_page/screentime-calculator/')({
  head: () => seo(pages.calculator),
})

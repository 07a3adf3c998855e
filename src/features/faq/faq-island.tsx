import { Suspense, lazy } from 'react'
import type { FaqAccordionProps } from './faq-accordion'

const loadFaqAccordion = () => import('./faq-accordion')

// The server renders the accordion at once, so the prerendered HTML holds every question and
// answer. The browser fetches its code (Radix included, about 10 KB gzip) as a separate chunk
// instead of with the first load; until it arrives React leaves the server's HTML in place
// (a dehydrated Suspense boundary) and hydrates it when the code is there.
const serverModule = import.meta.env.SSR ? await loadFaqAccordion() : undefined
const LazyFaqAccordion = lazy(() =>
  loadFaqAccordion().then((module) => ({ default: module.FaqAccordion })),
)

export function FaqIsland(props: FaqAccordionProps) {
  const FaqAccordion = serverModule?.FaqAccordion ?? LazyFaqAccordion
  return (
    <Suspense fallback={null}>
      <FaqAccordion {...props} />
    </Suspense>
  )
}

import { Suspense, lazy } from 'react'
import type { FaqAccordionProps } from './faq-accordion'

// The server renders the accordion at once, so the prerendered HTML holds every question and
// answer. The browser fetches its code (Radix included, about 10 KB gzip) as a separate chunk
// instead of with the first load; until it arrives React leaves the server's HTML in place
// (a dehydrated Suspense boundary) and hydrates it when the code is there. The request starts as soon as this route's code runs (on the first load, or when a link
// to /faq is hovered), so a client-side visit does not wait on an empty boundary for long.
const accordionModule = import('./faq-accordion')
const serverModule = import.meta.env.SSR ? await accordionModule : undefined
const LazyFaqAccordion = lazy(() =>
  accordionModule.then((module) => ({ default: module.FaqAccordion })),
)

export function FaqIsland(props: FaqAccordionProps) {
  const FaqAccordion = serverModule?.FaqAccordion ?? LazyFaqAccordion
  return (
    <Suspense fallback={null}>
      <FaqAccordion {...props} />
    </Suspense>
  )
}

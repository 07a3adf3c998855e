import { createFileRoute, notFound } from '@tanstack/react-router'
import { findAgeRange, findScreenTime } from '@/features/calculator/calculator-search'
import { seo } from '@/head/seo'

/**
 * One answer's page, `/screentime-calculator/25-34/3-4`: prerendered with its
 * results, its own title, description and picture for link previews. The calculator itself
 * renders in the parent route, which reads these params.
 */
export const Route = createFileRoute('/_page/screentime-calculator/$age/$hours')({
  params: {
    parse: ({ age, hours }) => {
      const ageRange = findAgeRange(age)
      const screenTime = findScreenTime(hours)
      if (!ageRange || !screenTime) throw notFound()
      return { age: ageRange.id, hours: screenTime.id }
    },
    stringify: (params) => params,
  },
  // Head tags come from the loader, not straight from `head`: route options other than
  // components ship in every page's entry chunk, and the result copy and maths would add to all
  // of them. The import resolves to the calculator's own chunk; a prerendered page
  // carries the loader's data in its HTML, so hydrating one fetches nothing.
  loader: async ({ params }) => {
    const { resultPage } = await import('@/features/calculator/result-page')
    const { title, description, path, card } = resultPage(params.age, params.hours)
    return { title, description, path, image: card }
  },
  head: ({ loaderData }) => (loaderData ? seo(loaderData) : {}),
})

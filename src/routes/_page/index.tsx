import { createFileRoute } from '@tanstack/react-router'
import homeWords from 'virtual:content/home-words'
import { pages } from '@/content/pages'
import { seo } from '@/head/seo'
import { homeStructuredData } from '@/head/structured-data'
import { HomeHero } from '../-components/home-hero'
import { ClosingCall, HowItWorks, Plans, Skips } from '../-components/home-sections'

export const Route = createFileRoute('/_page/')({
  head: () => ({
    ...seo({ ...pages.home, title: homeWords.title }),
    scripts: [homeStructuredData()],
  }),
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <HomeHero />
      <HowItWorks />
      <Plans />
      <Skips />
      <ClosingCall />
    </>
  )
}

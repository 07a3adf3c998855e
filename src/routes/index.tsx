import { createFileRoute } from '@tanstack/react-router'
import { homeWords } from '@/content/home-words'
import { seo } from '@/head/seo'
import { homeStructuredData } from '@/head/structured-data'
import { HomeHero } from './-components/home-hero'
import { ClosingCall, HowItWorks, Plans, Skips } from './-components/home-sections'

export const Route = createFileRoute('/')({
  head: () => ({ ...seo(homeWords.page), scripts: [homeStructuredData()] }),
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

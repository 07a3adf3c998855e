import homeWords from 'virtual:content/home-words'
import { AppStoreBadge } from '@/components/app-store-badge'
import { home } from '@/content/home'
import { site } from '@/content/site'
import { WaitlistButton } from '@/features/waitlist/waitlist-button'
import { RotatingWord } from '@/features/word-rotation/rotating-word'
import { DemoVideo } from './demo-video'

export function HomeHero() {
  return (
    <section className="mx-auto flex max-w-page flex-col gap-12 px-5 pt-8 pb-16 sm:px-8 md:flex-row md:items-center md:gap-10 md:pt-16 lg:gap-20">
      <div className="flex-1">
        <h1 className="text-hero font-extrabold">
          {homeWords.headline} <span className="block text-grass">{site.name}</span>
        </h1>
        <div className="mt-6">
          <RotatingWord prefix={homeWords.rotatingPrefix} words={homeWords.rotatingWords} />
        </div>
        <p className="mt-6 max-w-xl text-lead text-soil-muted">{home.lead}</p>
        <div className="mt-8 flex flex-wrap items-center gap-3 sm:gap-4">
          <AppStoreBadge location="homepage" />
          <WaitlistButton
            location="homepage"
            className="h-[46px] min-h-0 px-4 py-0 text-[0.95rem] sm:h-[50px] sm:px-6 sm:text-base"
          />
        </div>
        <p className="mt-4 text-sm text-soil-muted">{home.requirement}</p>
      </div>
      <DemoVideo
        starts="when-live"
        caption={homeWords.video.description}
        captionVisible={false}
        // Beside the text, no taller than the screen below the header: the text is centred on
        // it, so a taller frame would push the App Store badge off a laptop's first screen; never a
        // thumbnail, though (a phone turned sideways).
        className="md:w-[clamp(12rem,calc((100svh-11rem)*12/26),19rem)]"
      />
    </section>
  )
}

import { useHydrated } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { PauseIcon, PlayIcon } from '@/components/ui/icons'
import { home } from '@/content/home'
import { site } from '@/content/site'
import { prefersReducedMotion } from '@/lib/use-reduced-motion'

const pauseLabel = 'pause the demo video'
const playLabel = 'play the demo video'

/**
 * The looping, muted demo in a phone frame. Nothing is fetched but the poster until the page
 * has hydrated; it then plays unless the visitor prefers reduced motion, and can be paused.
 */
export function HeroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  const hydrated = useHydrated()

  useEffect(() => {
    const video = videoRef.current
    // Read the preference directly: on the hydration render a hook would still report the server's guess.
    if (!video || prefersReducedMotion()) return
    video.play().catch(() => setPlaying(false))
  }, [])

  const toggle = () => {
    const video = videoRef.current
    if (!video) return
    if (video.paused) void video.play().catch(() => setPlaying(false))
    else video.pause()
  }

  return (
    <figure className="relative mx-auto w-[min(17rem,72vw)] shrink-0 md:w-[19rem]">
      <div className="on-dark rounded-phone bg-soil p-2.5 shadow-card ring-1 ring-soil/10">
        <video
          ref={videoRef}
          className="aspect-[12/26] w-full rounded-[2.1rem] bg-grass-deep object-cover"
          src={site.videoUrl}
          poster={site.videoPosterUrl}
          width={480}
          height={1040}
          muted
          loop
          playsInline
          preload="none"
          aria-describedby="hero-video-caption"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        />
      </div>
      <figcaption id="hero-video-caption" className="sr-only">
        {home.videoLabel}
      </figcaption>
      <button
        type="button"
        onClick={toggle}
        className="focus-halo absolute -right-3 bottom-8 inline-flex size-tap items-center justify-center rounded-full border-2 border-transparent bg-chalk text-soil shadow-card ring-1 ring-soil/15 hover:bg-meadow"
      >
        {hydrated ? (
          <>
            {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
            <span className="sr-only">{playing ? pauseLabel : playLabel}</span>
          </>
        ) : (
          // Until the page is live it offers what the video is about to do, so a press made
          // before then (held and replayed, docs/decisions/082) does what the button said.
          <>
            <PauseIcon className="size-5 motion-reduce:hidden" />
            <PlayIcon className="size-5 motion-safe:hidden" />
            <span className="sr-only motion-reduce:hidden">{pauseLabel}</span>
            <span className="sr-only motion-safe:hidden">{playLabel}</span>
          </>
        )}
      </button>
    </figure>
  )
}

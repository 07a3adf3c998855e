import { useHydrated } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { PauseIcon, PlayIcon } from '@/components/ui/icons'
import video from 'virtual:content/demo-video'
import { siteEnv } from '@/lib/env'
import { cn } from '@/lib/cn'
import { prefersReducedMotion } from '@/lib/use-reduced-motion'

const pauseLabel = 'pause the demo video'
const playLabel = 'play the demo video'

type DemoVideoProps = {
  /**
   * `when-live`: plays once the page is live, unless the visitor prefers reduced motion (the
   * homepage). `when-asked`: waits for the play button (/download).
   */
  starts: 'when-live' | 'when-asked'
  caption: string
  /** Under the frame, or for screen readers only. */
  captionVisible: boolean
  className?: string
}

/**
 * The muted, looping demo in a phone frame, on / and /download. While scripts run it has one
 * round play/pause button instead of the browser's own controls. Nothing
 * is fetched but the poster until it plays.
 */
export function DemoVideo({ starts, caption, captionVisible, className }: DemoVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  const hydrated = useHydrated()
  const captionId = useId()

  useEffect(() => {
    const video = videoRef.current
    // Read the preference directly: on the hydration render a hook would still report the server's guess.
    if (!video || starts !== 'when-live' || prefersReducedMotion()) return
    video.play().catch(() => setPlaying(false))
  }, [starts])

  const toggle = () => {
    const video = videoRef.current
    if (!video) return
    if (video.paused) void video.play().catch(() => setPlaying(false))
    else video.pause()
  }

  return (
    <figure className={cn('mx-auto w-[min(17rem,72vw)] shrink-0', className)}>
      {/* The button sits on the frame's edge, half on the page: outside the frame's dark surface,
          so its focus ring is the light surfaces' one. */}
      <div className="relative">
        <div className="on-dark rounded-phone bg-soil p-2.5 shadow-card ring-1 ring-soil/10">
          <video
            ref={videoRef}
            className="aspect-[12/26] w-full rounded-[2.1rem] bg-grass-deep object-cover"
            src={siteEnv.videoUrl || video.file}
            poster={video.poster}
            width={480}
            height={1040}
            muted
            loop
            playsInline
            preload="none"
            aria-labelledby={captionId}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
          />
        </div>
        {/* Without scripting, browsers show their own controls (HTML's media elements section).
            Below md the floating menu button holds the screen's bottom right corner, so this one
            sits on the frame's left, where no scroll position puts it under a thumb's menu. */}
        <button
          type="button"
          onClick={toggle}
          className="absolute bottom-8 -left-3 inline-flex size-tap items-center justify-center rounded-full border-2 border-transparent bg-chalk text-soil shadow-card ring-1 ring-soil/15 hover:bg-meadow md:-right-3 md:left-auto [@media(scripting:none)]:hidden"
        >
          {hydrated ? (
            <>
              {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
              <span className="sr-only">{playing ? pauseLabel : playLabel}</span>
            </>
          ) : starts === 'when-live' ? (
            // Until the page is live it offers what the video is about to do, so a press made
            // before then (held and replayed) does what the button said.
            <>
              <PauseIcon className="size-5 motion-reduce:hidden" />
              <PlayIcon className="size-5 motion-safe:hidden" />
              <span className="sr-only motion-reduce:hidden">{pauseLabel}</span>
              <span className="sr-only motion-safe:hidden">{playLabel}</span>
            </>
          ) : (
            <>
              <PlayIcon className="size-5" />
              <span className="sr-only">{playLabel}</span>
            </>
          )}
        </button>
      </div>
      {/* The video is named by it: in the tree too, it would be read a second time. */}
      <figcaption
        id={captionId}
        aria-hidden="true"
        className={captionVisible ? 'mt-3 text-center text-sm text-soil-muted' : 'sr-only'}
      >
        {caption}
      </figcaption>
    </figure>
  )
}

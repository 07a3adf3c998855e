import { download } from '@/content/download'
import { site } from '@/content/site'

/** The download page's preview: the visitor starts it; it never plays by itself. */
export function PreviewVideo() {
  return (
    <figure className="mx-auto w-[min(17rem,72vw)] md:w-[18rem]">
      <div className="on-dark rounded-phone bg-soil p-2.5 shadow-card">
        <video
          className="focus-halo aspect-[12/26] w-full rounded-[2.1rem] bg-grass-deep object-cover"
          src={site.videoUrl}
          poster={site.videoPosterUrl}
          width={480}
          height={1040}
          controls
          muted
          loop
          playsInline
          preload="none"
          aria-labelledby="preview-video-caption"
        />
      </div>
      <figcaption id="preview-video-caption" className="mt-3 text-center text-sm text-soil-muted">
        {download.video.label}
      </figcaption>
    </figure>
  )
}

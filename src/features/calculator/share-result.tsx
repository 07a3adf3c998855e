import { useHydrated } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { DownloadIcon, ShareIcon } from '@/components/ui/icons'
import { shareCopy as copy } from '@/content/calculator-share-copy'
import { site } from '@/content/site'
import { track } from '@/lib/analytics'
import { resultPage } from './result-page'

type ShareMethod = 'web_share' | 'copy_link' | 'save_image'

/**
 * Passing a result on: the share sheet where the browser has one (with the
 * story picture as a file where it takes files), otherwise the link copied to the clipboard, with
 * a confirmation that is shown and announced. "save image" is a plain download link, so it works
 * before (and without) JavaScript.
 */
export function ShareResult({ age, hours }: { age: string; hours: string }) {
  const page = resultPage(age, hours)
  const labelId = useId()
  const hydrated = useHydrated()
  const [message, setMessage] = useState('')
  const picture = useShareablePicture(page.story.path, page.storyFileName)
  const url = new URL(page.path, site.origin).href
  const record = (method: ShareMethod) =>
    track('share_result', { age_range: age, screen_time: hours, method })

  async function share() {
    setMessage('')
    if (typeof navigator.share === 'function') {
      const data: ShareData = { title: page.title, text: page.shareText, url }
      const file = picture.current
      const withPicture = file && navigator.canShare?.({ ...data, files: [file] })
      try {
        await navigator.share(withPicture ? { ...data, files: [file] } : data)
        record('web_share')
        return
      } catch (error) {
        // Closing the sheet is a choice, not a failure. Anything else (a refused permission,
        // an unsupported file) falls back to copying the link.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      setMessage(copy.copied)
      record('copy_link')
    } catch {
      setMessage(copy.copyFailed(url))
    }
  }

  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="font-display text-lg font-extrabold">
        {copy.label}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        {/* Disabled until the page has hydrated, so a tap is never silently lost. */}
        <Button variant="sun" onClick={() => void share()} disabled={!hydrated}>
          <ShareIcon className="size-5" />
          {copy.button}
        </Button>
        <a
          href={page.story.path}
          download={page.storyFileName}
          onClick={() => record('save_image')}
          className="inline-flex min-h-tap items-center gap-2 rounded-full px-3 py-2.5 font-display font-extrabold text-chalk underline-offset-4 hover:underline"
        >
          <DownloadIcon className="size-5" />
          {copy.saveImage}
        </a>
      </div>
      <p role="status" className="mt-2 min-h-6 break-words text-meadow">
        {message}
      </p>
    </div>
  )
}

/**
 * The picture as a File, fetched ahead of the tap where the browser can share files: Safari
 * refuses a share sheet opened after an await that outlasts the tap, so the file must be ready.
 * Browsers that cannot share files never fetch it.
 */
function useShareablePicture(path: string, name: string) {
  const file = useRef<File | null>(null)
  useEffect(() => {
    if (typeof navigator.canShare !== 'function') return
    if (!navigator.canShare({ files: [new File([], name, { type: 'image/png' })] })) return
    let current = true
    fetch(path)
      .then((response) => (response.ok ? response.blob() : Promise.reject(response.status)))
      .then((blob) => {
        if (current) file.current = new File([blob], name, { type: 'image/png' })
      })
      .catch(() => {
        // Without the picture, the link alone is shared.
      })
    return () => {
      current = false
      file.current = null
    }
  }, [path, name])
  return file
}

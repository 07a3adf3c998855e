import { useEffect, useRef, useState } from 'react'

/** The fragment of a URL hash as an id: "#free-trial" -> "free-trial". */
export function idFromHash(hash: string) {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''))
  } catch {
    return ''
  }
}

/**
 * The open item of a single-open accordion, following the URL hash: on load and on every
 * hashchange, an item whose id is the hash opens, is scrolled to and its question focused. '' means none is open.
 * The first render is always '' so the prerendered HTML and hydration agree.
 */
export function useHashItem(ids: readonly string[]) {
  const [openId, setOpenId] = useState('')
  const scrollTarget = useRef<string | null>(null)

  useEffect(() => {
    const openFromHash = () => {
      const id = idFromHash(window.location.hash)
      if (!ids.includes(id)) return
      scrollTarget.current = id
      setOpenId(id)
    }
    openFromHash()
    window.addEventListener('hashchange', openFromHash)
    return () => window.removeEventListener('hashchange', openFromHash)
  }, [ids])

  // After the item has opened (and the answers above it have closed), bring it into view:
  // the browser's own jump to the fragment happened before the layout changed. Its question
  // takes focus, so a reader who came by its address (a link, the help search) is on the answer.
  useEffect(() => {
    const id = scrollTarget.current
    if (id === null) return
    scrollTarget.current = null
    const item = document.getElementById(id)
    item?.scrollIntoView({ block: 'start' })
    item?.querySelector('button')?.focus({ preventScroll: true })
  }, [openId])

  return [openId, setOpenId] as const
}

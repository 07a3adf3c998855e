export const mainContentId = 'main-content'

export function SkipLink() {
  return (
    <a
      href={`#${mainContentId}`}
      className="on-light sr-only-focusable fixed top-3 left-3 z-50 rounded-full bg-sun px-5 py-3 font-display font-extrabold text-soil shadow-float"
    >
      skip to content
    </a>
  )
}

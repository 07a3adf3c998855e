/** A letter landing in the grass, under the sun: decoration only. */
export function ContactIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 160" aria-hidden="true" focusable="false" className={className}>
      <circle cx="186" cy="44" r="26" className="fill-sun" />
      <g className="stroke-soil" strokeWidth="4" strokeLinejoin="round" strokeLinecap="round">
        <path d="M52 58 150 40l14 78-98 18Z" className="fill-chalk" transform="rotate(-4 108 88)" />
        <path d="m54 60 56 42 52-60" fill="none" transform="rotate(-4 108 88)" />
      </g>
      <path
        d="M10 156c4-16 2-28-4-40 10 8 14 22 14 40M34 156c0-20 2-34 8-50 3 18 2 34-1 50M58 156c1-14 5-24 14-34-4 12-6 22-6 34M182 156c2-18 0-30-6-42 10 9 14 24 13 42M204 156c0-22 3-38 10-54 2 20 0 38-3 54M226 156c2-12 6-20 12-26-3 9-5 17-5 26"
        className="fill-grass-bright stroke-grass-bright"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M0 156h240" className="stroke-grass" strokeWidth="4" strokeLinecap="round" />
    </svg>
  )
}

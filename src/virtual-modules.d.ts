/** Made at build time by scripts/vite-plugin-app-store-qr.ts. */
declare module 'virtual:app-store-qr' {
  const svg: string
  export default svg
}

/** Made at build time by scripts/vite-plugin-press-kit.ts: every press kit file, then the zip. */
declare module 'virtual:press-kit' {
  export const pressKitFiles: {
    file: string
    format: 'SVG' | 'PNG' | 'TXT' | 'ZIP'
    bytes: number
    width?: number
    height?: number
  }[]
}

declare module 'virtual:favicon-svg' {
  /** public/favicon.svg's markup (vite.config.ts), inlined in every page's head. */
  const svg: string
  export default svg
}

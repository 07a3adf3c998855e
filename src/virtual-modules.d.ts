/** Made at build time by scripts/vite-plugin-app-store-qr.ts. */
declare module 'virtual:app-store-qr' {
  const svg: string
  export default svg
}

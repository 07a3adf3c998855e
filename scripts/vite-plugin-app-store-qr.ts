import QRCode from 'qrcode'
import type { Plugin } from 'vite'

const virtualId = 'virtual:app-store-qr'
const resolvedId = `\0${virtualId}`

/**
 * `import qrSvg from 'virtual:app-store-qr'`: an SVG QR code of the App Store link, made at
 * build time so the qrcode library never ships to the browser.
 */
export function appStoreQrCode(url: string): Plugin {
  return {
    name: 'touch-grass:app-store-qr',
    resolveId: (source) => (source === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined
      const svg = await QRCode.toString(url, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
        color: { dark: '#13251a', light: '#ffffff' },
      })
      return `export default ${JSON.stringify(svg)}`
    },
  }
}

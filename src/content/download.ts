import { product } from './product'

export const download = {
  iphone: {
    heading: 'on iPhone',
    body: `free on the App Store. needs iOS ${product.minimumIos} or later, and about a minute to set up.`,
    qrCaption: 'on a laptop? point your phone camera here.',
    qrAlt: 'QR code that opens touch grass on the App Store',
  },
  android: {
    heading: 'on android',
    body: 'not yet. leave your email and you will hear from us once, on the day it ships.',
    joined: 'nearly on the android waitlist: confirm from your inbox.',
  },
  video: {
    label:
      'preview: an app is blocked, a lawn is photographed, the grass is recognised and the app unlocks.',
  },
} as const

import { siteEnv } from '@/lib/env'
import { palette } from '../styles/tokens'
import { productName } from './brand'

/** Site-wide facts. Every other module reads these; none repeats them. */
export const site = {
  name: productName,
  tagline: 'end the brainrot',
  description:
    'touch grass blocks the apps you choose until you go outside and photograph real grass. for iPhone, iOS 17 or later.',
  origin: siteEnv.origin,
  appStoreUrl: siteEnv.appStoreUrl,
  appStoreId: siteEnv.appStoreId,
  minimumIos: '17',
  locale: 'en_GB',
  themeColor: palette.grass.DEFAULT,
} as const

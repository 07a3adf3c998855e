import { product } from './product'

/**
 * How the app is described to search engines (JSON-LD on the homepage). Prices are not in
 * the spec, so no offer states one except the free tier's.
 */
export const appListing = {
  /** schema.org's closest fit for an app about screen-time habits (Google's list of categories). */
  category: 'LifestyleApplication',
  plans: {
    free: {
      name: 'free',
      description: `block up to ${product.freeTierAppLimit} apps, grass detection and your current screen time statistics.`,
    },
    premium: {
      name: 'premium',
      description: `unlimited apps, whole app categories and your screen time history. a monthly or annual subscription; the annual one starts with a ${product.annualTrialDays}-day free trial.`,
    },
  },
} as const

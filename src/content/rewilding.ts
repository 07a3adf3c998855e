import { faqLinks } from './faq-links'
import { product } from './product'

/** The words on /rewilding; the numbers come from product.ts and donations.ts. */
export const rewildingCopy = {
  totalRegionLabel: 'total donated',
  totalLabel: 'donated to UK rewilding projects so far',
  donationsLabel: (count: number) => (count === 1 ? 'donation' : 'donations'),
  landLabel: 'of land handed back to nature',
  how: {
    title: 'how a skip becomes a meadow',
    steps: [
      {
        title: 'you skip',
        text: `no grass in sight? you get ${product.freeSkipsPerMonth} free skip a month, and extra skips cost whatever you decide to pay.`,
      },
      {
        title: 'we split it',
        text: `${product.skipProfitDonatedPercent}% of the profit from every paid skip goes into the rewilding pot. profit is what is left after the App Store’s cut and tax.`,
      },
      {
        title: 'the land grows wild',
        text: 'we donate the pot to rewilding projects in the UK. so far, each donation has bought a 3 x 3 metre square of land for nature.',
      },
    ],
  },
  history: {
    title: 'every donation so far',
    lead: 'newest first. each one is real money, sent to a real project.',
    recipientPrefix: 'to',
  },
  faqPrompt: { text: faqLinks.rewilding.text, hash: faqLinks.rewilding.id },
} as const

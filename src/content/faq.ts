import { formatList } from '@/lib/format'
import { pages } from './pages'
import { product } from './product'
import type { RichParagraph } from './rich-text'

export type FaqItem = {
  /** Stable and linkable: /faq#id opens this question. Never reuse or rename one. */
  id: string
  question: string
  answer: readonly RichParagraph[]
}

export type FaqGroup = {
  id: string
  title: string
  blurb: string
  items: readonly FaqItem[]
}

const durations = formatList(product.unblockDurations, 'disjunction')
const freeApps = `${product.freeTierAppLimit} apps`
const privacyLink = { text: 'privacy policy', to: pages.privacy.path } as const
const rewildingLink = { text: 'rewilding page', to: pages.rewilding.path } as const
const homeLink = { text: 'homepage', to: pages.home.path } as const
const contactLink = { text: 'contact page', to: pages.contact.path } as const

export const faqGroups: readonly FaqGroup[] = [
  {
    id: 'technical-requirements',
    title: 'technical requirements',
    blurb: 'what you need before the grass.',
    items: [
      {
        id: 'which-phones',
        question: 'which phones does it work on?',
        answer: [
          `iPhone, with iOS ${product.minimumIos} or later. the app is built on Apple’s Screen Time and Family Controls features, which is what lets it block apps properly rather than just asking nicely.`,
        ],
      },
      {
        id: 'android',
        question: 'is there an android version?',
        answer: [
          [
            'not yet. join the android waitlist on the ',
            homeLink,
            ' and we will email you once, when it is ready. that is the only email you will get.',
          ],
        ],
      },
      {
        id: 'permissions',
        question: 'what permissions does the app ask for?',
        answer: [
          'four, each when a feature first needs it: the camera for the grass check, your location for local sunset times, Screen Time so it can block apps, and notifications so it can tell you when a break is ending.',
        ],
      },
      {
        id: 'turning-it-off',
        question: 'can i turn the blocking off?',
        answer: [
          'yes. you are always in charge of your phone: remove the Screen Time permission in iOS Settings and the blocks stop. we just hope you go and look at a lawn first.',
        ],
      },
    ],
  },
  {
    id: 'grass-detection',
    title: 'grass detection',
    blurb: 'how the app knows you actually went outside.',
    items: [
      {
        id: 'how-grass-check-works',
        question: 'how does it know the grass is real?',
        answer: [
          'when you take the photo, a computer vision check looks at it and decides whether it shows real grass. if it does, your apps unblock. if not, you get to try again.',
        ],
      },
      {
        id: 'photo-of-a-screen',
        question: 'can i take a photo of a photo of grass?',
        answer: [
          'the check is looking for real grass, so a picture of a screen or a print is meant to fail. if one ever slips through, that is between you and your conscience.',
        ],
      },
      {
        id: 'unblock-duration',
        question: 'how long do my apps stay unblocked?',
        answer: [
          `you choose when you unblock: ${durations}. when the time is up, your apps lock again until the next photo.`,
        ],
      },
      {
        id: 'no-grass-nearby',
        question: 'what if there is no grass near me?',
        answer: [
          `it happens: winter, cities, rain. that is what skips are for. you get ${product.freeSkipsPerMonth} free skip each month, and you can buy more at a price you choose. the app also shows today’s sunset time, so you know how long the grass will be findable.`,
        ],
      },
    ],
  },
  {
    id: 'subscriptions',
    title: 'subscriptions',
    blurb: 'what is free, what is premium and how to stop paying.',
    items: [
      {
        id: 'whats-free',
        question: 'what do i get for free?',
        answer: [
          `blocking for up to ${freeApps}, the grass check, your current screen time statistics and ${product.freeSkipsPerMonth} free skip a month. no trial, no catch.`,
        ],
      },
      {
        id: 'whats-premium',
        question: 'what does premium add?',
        answer: [
          'unlimited apps, whole app categories (all of social media in one go, say) and your historical screen time, so you can see the trend, not just today.',
        ],
      },
      {
        id: 'free-trial',
        question: 'is there a free trial?',
        answer: [
          `the annual plan starts with a ${product.annualTrialDays}-day free trial. cancel at least ${product.renewalNoticeHours} hours before it ends and you will not be charged. premium is also sold monthly, without a trial.`,
        ],
      },
      {
        id: 'cancel',
        question: 'how do i cancel?',
        answer: [
          `in your Apple Account settings, under subscriptions. subscriptions renew automatically unless you turn off auto-renew at least ${product.renewalNoticeHours} hours before the period ends. deleting the app does not cancel it; Apple handles payments and refunds.`,
        ],
      },
    ],
  },
  {
    id: 'skip-feature',
    title: 'skip feature',
    blurb: 'for the days the grass is out of reach.',
    items: [
      {
        id: 'what-is-a-skip',
        question: 'what is a skip?',
        answer: [
          'a skip unblocks your apps without a photo of grass. it is for the day you are on a train, in a snowstorm or in a meeting about grass.',
        ],
      },
      {
        id: 'free-skips',
        question: 'how many free skips do i get?',
        answer: [
          `${product.freeSkipsPerMonth} free skip credit every month. need more? extra skips are for sale, at a price you pick.`,
        ],
      },
      {
        id: 'skip-price',
        question: 'what does an extra skip cost?',
        answer: [
          'you decide. extra skips are sold at a price you set when you buy one. pay what the skip is worth to you.',
        ],
      },
      {
        id: 'skip-donations',
        question: 'where does the skip money go?',
        answer: [
          [
            `${product.skipProfitDonatedPercent}% of the profit from paid skips goes to rewilding projects in the UK. so far every donation has bought a 3 x 3 metre square of land back for nature. every pound is on our `,
            rewildingLink,
            '.',
          ],
        ],
      },
    ],
  },
  {
    id: 'privacy',
    title: 'privacy',
    blurb: 'what we see (very little) and what we keep (less).',
    items: [
      {
        id: 'grass-photos',
        question: 'do you keep my grass photos?',
        answer: [
          'no. the photo is used for the grass check and nothing else. it is not saved to your photo library and it is not kept once the check is done.',
        ],
      },
      {
        id: 'location-tracking',
        question: 'do you track my location?',
        answer: [
          'no. the app uses your location only to work out sunset times where you are. it is not stored and it is not shared.',
        ],
      },
      {
        id: 'which-apps-i-use',
        question: 'can you see which apps i use?',
        answer: [
          'no. your screen time statistics come from Apple’s Screen Time framework and stay on your iPhone. the apps you block reach us only as anonymous tokens from Apple, so we cannot tell which apps they are.',
        ],
      },
      {
        id: 'website-data',
        question: 'what does this website collect?',
        answer: [
          [
            'your email, if you join the android waitlist; your message, if you send one from the ',
            contactLink,
            '; and analytics, only if you say yes to them. the details are in our ',
            privacyLink,
            '.',
          ],
        ],
      },
    ],
  },
]

export const faqContactPrompt = {
  title: 'still stuck?',
  text: 'ask us. a real person reads every message and replies to most within two working days.',
  action: 'send us a message',
  to: pages.contact.path,
} as const

export const faqTopicsLabel = 'topics'

import { product } from './product'

/**
 * The homepage's words that belong to its layout. The owner's (the title, the headline, the
 * changing words, the video) are content/site.yml's, in home-words.ts.
 */
export const home = {
  lead: `pick the apps that eat your day. touch grass locks them until you step outside and take a photo of real grass. the camera checks it's real. then you're free.`,
  requirement: `free on iPhone · iOS ${product.minimumIos}+`,
  steps: {
    heading: 'how it works',
    items: [
      {
        title: 'choose your weak spots',
        body: `pick the apps you lose hours to. free covers ${product.freeTierAppLimit} apps; premium covers as many as you like, or whole categories at once.`,
      },
      {
        title: 'they lock',
        body: 'open one and you get a polite wall instead of a feed. no snooze button hiding in the corner.',
      },
      {
        title: 'go outside',
        body: 'find a lawn, a verge, a park, a football pitch. anywhere real grass grows.',
      },
      {
        title: 'photograph real grass',
        body: `on-device vision checks it's actual grass, not a screenshot, a rug or a very green jumper. then you choose a break: ${product.unblockDurations.join(', ')}.`,
      },
    ],
  },
  plans: {
    heading: 'free, or a little more',
    free: {
      name: 'free',
      points: [
        `block up to ${product.freeTierAppLimit} apps`,
        'grass detection',
        "today's screen time stats",
      ],
    },
    premium: {
      name: 'premium',
      points: [
        'unlimited apps',
        'block whole app categories',
        'your screen time history',
        `monthly, or annual with a ${product.annualTrialDays}-day free trial`,
      ],
    },
  },
  skips: {
    heading: 'emergencies happen',
    body: `you get ${product.freeSkipsPerMonth} free skip a month. need another? you choose what it costs, and ${product.skipProfitDonatedPercent}% of skip profits go to UK rewilding projects. your weakness plants meadows.`,
    link: 'see what skips have funded',
  },
  closing: {
    heading: 'your thumb needs a day off',
    body: 'download it, pick two apps, and go and find some grass. it is probably closer than you think.',
  },
} as const

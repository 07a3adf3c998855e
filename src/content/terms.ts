import { formatList } from '@/lib/format'
import { legalLastUpdated, type LegalDocument } from './legal'
import { pages } from './pages'
import { product } from './product'
import { site } from './site'

const durations = formatList(product.unblockDurations, 'disjunction')
const contactLink = { text: 'contact page', to: pages.contact.path }
const rewildingLink = { text: 'rewilding page', to: pages.rewilding.path }
const privacyLink = { text: 'Privacy Policy', to: pages.privacy.path }

export const terms: LegalDocument = {
  ...legalLastUpdated,
  sections: [
    {
      title: 'Introduction',
      intro: [
        `These terms are the agreement between you and ${site.name} (“we”, “us”) for using the ${site.name} iPhone app (the “app”) and this website. By downloading or using the app you accept them. If you do not agree, please do not use the app.`,
      ],
      subsections: [
        {
          title: 'Who can use the app',
          body: [
            `The app runs on iPhone with iOS ${product.minimumIos} or later, because it is built on Apple’s Screen Time and Family Controls features.`,
            `If you are under ${product.parentalConsentBelowAge}, you may only use the app with the consent of a parent or guardian, who accepts these terms on your behalf.`,
          ],
        },
        {
          title: 'Other terms that apply',
          body: [
            [
              'How we handle your information is explained in our ',
              privacyLink,
              '. Downloads, subscriptions and purchases are also covered by Apple’s App Store terms.',
            ],
          ],
        },
      ],
    },
    {
      title: 'The app and its features',
      intro: [
        'The app blocks apps you choose until you take a photo of real grass. A computer vision check decides whether the photo shows real grass before the apps are unblocked.',
      ],
      subsections: [
        {
          title: 'Free features',
          body: [
            'Without paying, you can:',
            {
              list: [
                `block up to ${product.freeTierAppLimit} apps`,
                'unblock them with the grass check',
                'see your current screen time statistics',
                `use ${product.freeSkipsPerMonth} free skip credit each month (see section 4)`,
              ],
            },
          ],
        },
        {
          title: 'Premium features',
          body: [
            'A premium subscription adds:',
            {
              list: [
                'blocking an unlimited number of apps',
                'blocking whole app categories',
                'your historical screen time statistics',
              ],
            },
          ],
        },
        {
          title: 'Availability',
          body: [
            'We work to keep the app reliable, but we cannot promise it will always be available, free of errors or able to recognise every photo of grass correctly. The app is a tool to help you change a habit; it is not a medical, therapeutic or parental control service.',
          ],
        },
      ],
    },
    {
      title: 'Pricing and payments',
      subsections: [
        {
          title: 'Subscriptions',
          body: [
            'Premium is sold as a monthly or an annual subscription. Current prices are shown in the app and on the App Store before you buy, in your local currency and including any taxes that apply. Payment is taken by Apple and charged to your Apple Account.',
          ],
        },
        {
          title: 'Free trial',
          body: [
            `The annual subscription starts with a ${product.annualTrialDays}-day free trial. If you do not cancel at least ${product.renewalNoticeHours} hours before the trial ends, the annual subscription starts and you are charged.`,
          ],
        },
        {
          title: 'Renewal and cancellation',
          body: [
            `Subscriptions renew automatically at the end of each period unless you turn off auto-renew at least ${product.renewalNoticeHours} hours before the period ends. Your Apple Account is charged for the renewal within the ${product.renewalNoticeHours} hours before the period ends. You can manage or cancel your subscription at any time in your Apple Account settings; premium features stay available until the end of the period you have paid for.`,
          ],
        },
        {
          title: 'Refunds',
          body: [
            'Because Apple takes payment, refunds are handled by Apple under its refund policy. Nothing in these terms affects your statutory rights as a consumer.',
          ],
        },
      ],
    },
    {
      title: 'Blocking and skips',
      subsections: [
        {
          title: 'Blocking',
          body: [
            'You choose which apps to block in the app, using Apple’s Screen Time permission. While an app is blocked it cannot be opened until you pass the grass check or use a skip.',
            `When you unblock, you choose how long for: ${durations}. When that time is over, your apps are blocked again.`,
            'You stay in control of your phone: you can change your choices or remove the Screen Time permission in iOS Settings at any time. We are not responsible for anything you miss while an app is blocked, such as messages or notifications from that app.',
          ],
        },
        {
          title: 'Skips',
          body: [
            `A skip unblocks your apps without a grass check. You get ${product.freeSkipsPerMonth} free skip credit each month. You can buy extra skips at a price you set yourself when you buy them. A skip is used up when you use it and cannot be exchanged for money.`,
          ],
        },
        {
          title: 'Skip donations',
          body: [
            [
              `We donate ${product.skipProfitDonatedPercent}% of the profit from paid skips to rewilding projects in the UK. Profit means what we receive for a skip after the App Store’s commission and any taxes. We publish every donation on our `,
              rewildingLink,
              '. Buying a skip is a purchase, not a charitable donation by you, so it does not qualify for Gift Aid or tax relief.',
            ],
          ],
        },
      ],
    },
    {
      title: 'Your rights and changes to the service',
      subsections: [
        {
          title: 'Your rights',
          body: [
            'You may use the app for your own personal, non-commercial purposes. You keep every right you have under consumer law, and you can stop using the app at any time by deleting it. The rights you have over your data are set out in our Privacy Policy.',
            'You agree not to copy, reverse engineer or resell the app, or to use it in a way that breaks the law or Apple’s rules.',
          ],
        },
        {
          title: 'Changes to the service',
          body: [
            'We may add, change or remove features to improve the app. If we remove a premium feature you are paying for, or change what a subscription includes, we will tell you in the app before the change takes effect, and you can cancel before your next renewal.',
          ],
        },
        {
          title: 'Changes to these terms',
          body: [
            'We may update these terms. The date at the top of this page shows when they last changed. If a change matters to you, we will tell you in the app before it takes effect. Continuing to use the app after that means you accept the new terms.',
          ],
        },
      ],
    },
    {
      title: 'Liability and termination',
      subsections: [
        {
          title: 'Limitation of liability',
          body: [
            'The app is provided “as is”. To the extent the law allows, we are not liable for indirect or consequential losses, such as lost data, missed messages or lost business, and our total liability to you is limited to the amount you paid us in the 12 months before the claim.',
            'Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot be limited by law.',
          ],
        },
        {
          title: 'Termination',
          body: [
            'You can stop using the app at any time by deleting it; to stop paying, cancel your subscription in your Apple Account settings, because deleting the app does not cancel it.',
            'We may suspend or end your access to the app if you seriously or repeatedly break these terms. If we stop offering the app altogether, we will give reasonable notice in the app.',
          ],
        },
        {
          title: 'Contact',
          body: [['Questions about these terms? Write to us through our ', contactLink, '.']],
        },
      ],
    },
  ],
}

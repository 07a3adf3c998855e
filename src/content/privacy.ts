import { legalLastUpdated, type LegalDocument } from './legal'
import type { RichLink } from './rich-text'
import { pages } from './pages'
import { product } from './product'
import { site } from './site'

const contactLink = { text: 'contact page', to: pages.contact.path }
const icoLink = { text: 'ico.org.uk', href: 'https://ico.org.uk' } satisfies RichLink

export const privacy: LegalDocument = {
  ...legalLastUpdated,
  sections: [
    {
      title: 'Permissions the app asks for',
      intro: [
        `This policy explains what the ${site.name} iPhone app (the “app”) and this website collect, why, who else is involved and what rights you have. ${site.name} (“we”, “us”) is responsible for that data. We collect as little as we can.`,
        'The app asks for four iOS permissions. Each is asked for when a feature first needs it, and you can turn any of them off later in iOS Settings.',
      ],
      subsections: [
        {
          title: 'Camera',
          body: [
            'Used only when you take a photo of grass to unblock your apps. The app cannot use the camera at any other time. See section 3 for what happens to the photo.',
          ],
        },
        {
          title: 'Location',
          body: [
            'Used only to work out sunset times where you are. Your location is not stored. See section 4.',
          ],
        },
        {
          title: 'Screen Time',
          body: [
            'Apple’s Screen Time permission (the Family Controls framework) lets the app block the apps you choose and show your screen time statistics. See section 4.',
          ],
        },
        {
          title: 'Notifications',
          body: [
            'Used to tell you when a break is ending and your apps are about to be blocked again. The app works without them.',
          ],
        },
      ],
    },
    {
      title: 'Analytics',
      subsections: [
        {
          title: 'In the app',
          body: [
            'We count how the app is used, for example how often a grass check succeeds, to find problems and improve it. These counts never include your photos, your location, your screen time or the apps you block.',
          ],
        },
        {
          title: 'On this website',
          body: [
            'This website uses Google Analytics for Firebase only if you accept analytics in the cookie banner. Until then, and if you reject it, no analytics code is loaded and nothing is stored on your device for analytics. You can change your choice at any time with the cookie settings link at the bottom of every page.',
            'With your consent we record page views and a few actions, such as pressing the App Store badge, the Android waitlist button, or the answers you choose in the screen time calculator. These events never include your email address, your name or anything you type into a form.',
          ],
        },
      ],
    },
    {
      title: 'Image processing',
      intro: [
        'When you take a photo to unblock your apps, a computer vision check looks at it to decide whether it shows real grass. The photo is used for that check only: it is not saved to your photo library, it is not kept once the check is done, and it is never used to identify you or for advertising.',
      ],
    },
    {
      title: 'Location and screen time data',
      subsections: [
        {
          title: 'Location data',
          body: [
            'The app uses your location only to calculate the sunset time where you are. The location is used for that calculation and then discarded: it is not stored and it is not shared with anyone.',
          ],
        },
        {
          title: 'Screen time data',
          body: [
            'Your screen time statistics come from Apple’s Screen Time framework and stay on your iPhone. The apps and categories you choose to block reach the app only as anonymous tokens from Apple, so we cannot see which apps they are. Historical statistics, a premium feature, are kept on your iPhone too, and are deleted when you delete the app.',
          ],
        },
      ],
    },
    {
      title: 'Third parties',
      intro: [
        'We do not sell your data, and we do not use it for advertising. We use these services to run the app and this website:',
      ],
      subsections: [
        {
          title: 'Apple',
          body: [
            'Apple provides the App Store, takes payment for subscriptions and skips, and provides the Screen Time framework. We never see your card details. Apple’s own privacy policy applies to what Apple collects.',
          ],
        },
        {
          title: 'Google Firebase',
          body: [
            'If you join the Android waitlist on this website, we store your email address, the time you joined and the status of your entry in Google Cloud Firestore, part of Google Firebase. Website analytics, when you have accepted it, is also provided by Google Firebase.',
            'When you join, we email you a link to confirm your address. Only confirmed addresses ever receive our launch email; an address that is not confirmed within 30 days is deleted, and we send at most one confirmation email to an address a day. When you confirm, we keep a record of your consent with your entry: the exact words you agreed to (with their version), the pages where those words are shown, and when you joined and confirmed. Every email we send names us and has a link that removes your address at once, with no login.',
            [
              'To leave the Android waitlist, send us a message from the ',
              contactLink,
              ' (choose “support”) with the address to remove. We delete it within 7 days and write back to say so. Joining again later simply adds you back.',
            ],
          ],
        },
        {
          title: 'FormSubmit',
          body: [
            'Messages sent with the form on our contact page (your name, email address, the type of enquiry and your message) are delivered to our inbox by FormSubmit, a form-forwarding service.',
          ],
        },
      ],
    },
    {
      title: 'Your rights and how long we keep data',
      subsections: [
        {
          title: 'Your rights',
          body: [
            'You have the right to ask for a copy of the personal data we hold about you, to have it corrected or deleted, to object to or restrict how we use it, and to withdraw consent you have given, such as for analytics. To use any of these rights, contact us (see section 7). We answer within one month.',
            [
              'If you are unhappy with how we handle your data, you can complain to the Information Commissioner’s Office at ',
              icoLink,
              '.',
            ],
          ],
        },
        {
          title: 'Children',
          body: [
            `If you are under ${product.parentalConsentBelowAge}, you need the consent of a parent or guardian to use the app. We do not knowingly collect personal data from children under ${product.parentalConsentBelowAge} without it; if you believe we have, contact us and we will delete it.`,
          ],
        },
        {
          title: 'How long we keep data',
          body: [
            {
              list: [
                'Photos for the grass check and your location: not kept at all.',
                'Screen time statistics: on your iPhone, until you delete the app.',
                'Android waitlist email addresses: until we have emailed you that the Android app is available, or until you ask us to remove yours, whichever comes first.',
                'Contact messages: until your enquiry is dealt with, unless we need to keep them longer for a legal reason.',
                'Website analytics: deleted automatically by Google Analytics after no more than 14 months.',
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'Changes and contact',
      subsections: [
        {
          title: 'Changes to this policy',
          body: [
            'If we change this policy, we will update the date at the top of this page. If a change affects how we use data you have already given us, we will tell you in the app or by email before it takes effect.',
          ],
        },
        {
          title: 'Contact',
          body: [
            [
              'For any question about privacy or to use your rights, write to us through our ',
              contactLink,
              ' and choose “support” as the type of enquiry.',
            ],
          ],
        },
      ],
    },
  ],
}

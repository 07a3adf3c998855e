import type { LegalDocument } from './legal'
import { pages } from './pages'
import { site } from './site'

const contactLink = { text: 'contact page', to: pages.contact.path }
const easLink = {
  text: 'Equality Advisory and Support Service (EASS)',
  href: 'https://www.equalityadvisoryservice.com',
} as const

/**
 * The accessibility statement, on GOV.UK's model (decision 087): scope, what you can do, how
 * accessible the site is with its known problems, how to report one and how fast we answer,
 * the standard, and how and when it was tested. Update `lastUpdated` whenever it is re-tested.
 */
export const accessibilityStatement: LegalDocument = {
  lastUpdated: '24 November 2026',
  lastUpdatedIso: '2026-11-24',
  sections: [
    {
      title: 'Using this website',
      intro: [
        `This statement covers the ${site.name} website, every page under this address. It does not cover the ${site.name} iPhone app, the App Store, or the FormSubmit pages the contact form hands over to when JavaScript is off.`,
        'You should be able to:',
        {
          list: [
            'use every page, link and form with a keyboard alone: whatever has focus is scrolled wholly into view, nothing covers it, and its ring stands out at least 3:1 from everything it touches',
            'zoom in up to 400% (a window 320 pixels wide) without scrolling sideways; at that size the menu button sits at the top of the page instead of floating over it',
            'override the line, letter and word spacing without the page scrolling sideways',
            'use high contrast or forced colours mode, where every control keeps its outline',
            'use the site in dark mode: it follows your device’s light or dark setting',
            'pause anything that moves; nothing moves by itself if your device asks for reduced motion',
            'navigate with a screen reader: each page change moves focus to the new page’s heading and announces its title',
            'read every page without JavaScript, except that the cookie banner, the menu overlay and the calculator need it',
          ],
        },
      ],
    },
    {
      title: 'How accessible this website is',
      intro: [
        'We aim to meet the Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA. The website is partially compliant with that standard, because of the problems listed below.',
      ],
      subsections: [
        {
          title: 'Problems we know about',
          body: [
            {
              list: [
                'Without JavaScript the contact form is sent through FormSubmit, whose own confirmation and spam check pages we do not control and have not audited. With JavaScript on, the message is sent from our page and the form stays ours.',
                'In forced colours mode the life grid on the screen time calculator keeps its own colours, so it does not follow your chosen colours. Everything it shows, including how many of its squares are behind you and ahead of you, is also written out for screen readers.',
                'When you set very wide letter spacing on a screen 320 pixels wide, the longest changing word in the homepage headline can break in the middle of the word. The full sentence is always available to screen readers.',
                'Pressing Escape on the cookie banner puts it away without a choice while you move around the site; it asks again when you next open or reload a page, until you accept or reject.',
              ],
            },
          ],
        },
        {
          title: 'What we have not tested yet',
          body: [
            'Our automated checks run in Chromium; in Safari’s engine (WebKit) they cover the main journeys and the focus checks named below, not focus ring contrast. Focus rings are measured in light and dark mode, not in forced colours mode. We have not yet tested with VoiceOver on iPhone and Mac, NVDA or JAWS on Windows, or TalkBack on Android, and we have not yet checked Safari and Firefox by hand. Until we have, there may be problems we do not know about: please tell us about any you find.',
          ],
        },
      ],
    },
    {
      title: 'Reporting a problem',
      intro: [
        [
          'If something on this website does not work for you, or you need information from it in a different format, tell us through the ',
          contactLink,
          ' (choose “support”). Say which page and what happened; you do not need to know the guideline.',
        ],
        'We reply within 2 working days, and fix problems that stop someone using the website as our next piece of work.',
        [
          'If you are not happy with how we respond, the ',
          easLink,
          ' can advise you on your rights under the Equality Act 2010.',
        ],
      ],
    },
    {
      title: 'How we tested this website',
      intro: [
        'This statement was prepared on 24 November 2026, after an audit of every page against WCAG 2.2 level AA, and every change to the website is checked again before it is published. The checks, which run on every change, are:',
        {
          list: [
            'axe-core on every page, in light mode with the cookie banner shown and answered and in dark mode with it answered, and with the menu and the waitlist form open and the contact form’s errors shown, in both modes',
            'pressing Tab through every page at 390 by 844, 1280 by 800 and 320 by 200 pixels (400% zoom) with the cookie banner shown and answered, checking that every focused element is wholly on screen (or, if it is taller than the screen, fills it from its top), that nothing else is drawn at nine points spread across it, and that focus never falls to the page itself',
            'opening the menu and the waitlist form by keyboard at the same three sizes and pressing Tab and Shift+Tab round each, with the same checks on every control focused, including the first and the one reached by going round; at 320 by 200 also in Safari’s engine (WebKit), where we also check the first question after “start again” on the calculator',
            'measuring every focus ring from two screenshots, with and without focus, on every page and in the open menu, waitlist form and cookie banner, at 390 and 1280 pixels wide in light and dark mode, and in the menu, the waitlist form and a calculator result at 320 by 200: the ring must stand out at least 3:1 from every colour it touches',
            'reading the waitlist form’s error for an invalid address, in the pop-up and on the download page: said once by a live region when it is sent with Enter from the field, and read as the field’s description when focus moves to it from the button',
            'following each kind of link and checking that focus moves to the new page and its title is announced once',
            'forced colours and dark mode emulation, checking that every control keeps a visible edge, with screenshots we look at',
            'the contrast of every colour pair in both colour schemes: 4.5:1 for text, 3:1 for focus rings, control edges and the squares of the calculator’s life grid',
          ],
        },
        'We will review this statement by 24 May 2027, or sooner when the website changes in a way that affects it.',
      ],
    },
  ],
}

import type faqGroups from 'virtual:content/faq'
import { pages } from './pages'

export type FaqGroup = (typeof faqGroups)[number]
export type FaqItem = FaqGroup['items'][number]

export const faqContactPrompt = {
  title: 'still stuck?',
  text: 'ask us. a real person reads every message and replies to most within two working days.',
  action: 'send us a message',
  to: pages.contact.path,
} as const

export const faqTopicsLabel = 'topics'

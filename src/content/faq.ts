import { pages } from './pages'
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

export const faqContactPrompt = {
  title: 'still stuck?',
  text: 'ask us. a real person reads every message and replies to most within two working days.',
  action: 'send us a message',
  to: pages.contact.path,
} as const

export const faqTopicsLabel = 'topics'

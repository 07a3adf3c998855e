import faqGroupRecords from 'virtual:content/faq'
import type { FaqGroup } from './faq'

/** The questions, group by group in their order: one file per group in content/faq/. */
export const faqGroups: readonly FaqGroup[] = faqGroupRecords

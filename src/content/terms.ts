import termsDocument from 'virtual:content/terms'
import type { LegalDocument } from './legal'

/** The terms of use: content/legal/terms.yml, checked at build (scripts/content/load-content.ts). */
export const terms: LegalDocument = termsDocument

import privacyDocument from 'virtual:content/privacy'
import type { LegalDocument } from './legal'

/** The privacy policy: content/legal/privacy.yml, checked at build (scripts/content/load-content.ts). */
export const privacy: LegalDocument = privacyDocument

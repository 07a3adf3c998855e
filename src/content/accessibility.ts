import accessibilityDocument from 'virtual:content/accessibility'
import type { LegalDocument } from './legal'

/**
 * The accessibility statement, on GOV.UK's model: content/legal/accessibility.yml.
 * Update its `lastUpdated` whenever the site is re-tested.
 */
export const accessibilityStatement: LegalDocument = accessibilityDocument

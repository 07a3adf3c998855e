import { isInquiryType } from '@/content/contact'

/** Where the page's inline script keeps the draft (lib/loading/held-actions, `data-draft`). */
export const draftStorageKey = 'touch-grass:contact-draft'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** What the visitor had typed; any field may be empty. Anything else storage held is left out. */
function draftFrom(values: Record<string, unknown>) {
  return {
    name: text(values.name),
    email: text(values.email),
    inquiryType: isInquiryType(values.inquiryType) ? values.inquiryType : null,
    message: text(values.message),
  }
}

// Storage can be missing or refuse (private modes, quotas, blocked cookies): the draft is a
// convenience, so every failure here is quietly nothing.
function safely<T>(act: (storage: Storage) => T): T | undefined {
  try {
    return act(window.sessionStorage)
  } catch {
    return undefined
  }
}

export function loadDraft() {
  const parsed: unknown = safely((storage) =>
    JSON.parse(storage.getItem(draftStorageKey) ?? 'null'),
  )
  if (typeof parsed !== 'object' || parsed === null) return null
  const draft = draftFrom(parsed as Record<string, unknown>)
  return Object.values(draft).some(Boolean) ? draft : null
}

export const clearDraft = () => safely((storage) => storage.removeItem(draftStorageKey))

import {
  contactFieldNames,
  contactFields,
  isInquiryType,
  type ContactValues,
} from '@/content/contact'

/** Where the page's inline script keeps the draft (lib/loading/held-actions, `data-draft`). */
export const draftStorageKey = 'touch-grass:contact-draft'

/** What the visitor had typed, by field; any field may be empty. Anything else storage held is left out. */
function draftFrom(values: Record<string, unknown>) {
  const draft: Record<string, string> = {}
  for (const name of contactFieldNames) {
    const value = values[name]
    const kept =
      contactFields[name].kind === 'choice' ? isInquiryType(value) : typeof value === 'string'
    if (kept && value) draft[name] = value as string
  }
  return draft as Partial<ContactValues>
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
  return Object.keys(draft).length > 0 ? draft : null
}

export const clearDraft = () => safely((storage) => storage.removeItem(draftStorageKey))

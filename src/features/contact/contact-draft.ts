/** Where the page's inline script keeps the draft (lib/loading/held-actions, `data-draft`). */
export const draftStorageKey = 'touch-grass:contact-draft'

// Storage can be missing or refuse (private modes, quotas, blocked cookies): the draft is a
// convenience, so every failure here is quietly nothing.

/** What the page saved, by field name; the form takes only the strings. */
export function loadDraft(): Record<string, unknown> {
  try {
    const draft: unknown = JSON.parse(sessionStorage.getItem(draftStorageKey) ?? 'null')
    return typeof draft === 'object' && draft !== null ? (draft as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(draftStorageKey)
  } catch {
    // Nothing to forget then.
  }
}

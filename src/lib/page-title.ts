/** The `<title>` the router's head tags give the current page: the deepest match that sets one. */
export function titleFromMatches(matches: readonly { meta?: unknown }[]) {
  for (const match of [...matches].reverse()) {
    const meta = Array.isArray(match.meta) ? (match.meta as unknown[]) : []
    const entry = meta.find(
      (item): item is { title: string } =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { title?: unknown }).title === 'string',
    )
    if (entry) return entry.title
  }
  return ''
}

import { lazy, type ComponentType } from 'react'

/**
 * React.lazy for code fetched on intent. If the chunk cannot be fetched (offline, a deploy
 * replaced it), the page shows `fallback` instead of failing the whole route.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ComponentType<Props> = () => null,
) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: fallback }),
    ),
  )
}

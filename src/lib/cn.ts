import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. Deliberately without tailwind-merge (about 7 kB on every page):
 * components expose `className` only for layout additions, never to override their own tokens.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}

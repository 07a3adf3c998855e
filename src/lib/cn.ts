import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. Deliberately without tailwind-merge (its cost on every page is in decision 003):
 * components expose `className` only for layout additions, never to override their own tokens.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}

/**
 * Shared by the menu button and the overlay's close button, so one replaces the other in place.
 * Where the screen is very short (400 % zoom) it takes its place in the header instead of
 * floating over the page; `html`'s scroll-padding keeps focused controls clear of it elsewhere.
 */
export const floatingButtonClass =
  'no-print fixed right-4 bottom-4 z-40 inline-flex border-2 border-transparent dark:border-meadow size-14 items-center justify-center rounded-full shadow-float transition-transform duration-200 ease-out hover:scale-105 md:top-5 md:right-6 md:bottom-auto [@media(max-height:20rem)]:static'

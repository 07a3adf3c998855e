/** Shared by the menu button and the overlay's close button, so one replaces the other in place. */
export const floatingButtonClass =
  'no-print focus-halo fixed right-4 bottom-4 z-40 inline-flex border-2 border-transparent dark:border-meadow size-14 items-center justify-center rounded-full shadow-float transition-transform duration-200 ease-out hover:scale-105 md:top-5 md:right-6 md:bottom-auto'

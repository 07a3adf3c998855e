/** How long typing must pause before the number of results is said (once per pause). */
export const announcePauseMs = 700

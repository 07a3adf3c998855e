// Remembering that a visitor hid the announcement banner, read before the banner is parsed.
// Plain JavaScript: the build's check of inline scripts (scripts/lib/inline-scripts.mjs)
// recognises the script by this same text.

/** The banner a visitor hid last, by its id: a new announcement has another and shows again. */
export const hiddenAnnouncementKey = 'touch-grass:announcement-hidden'

/** A banner's id (load-content.ts makes it): lowercase letters and digits. */
export const announcementIdPattern = /^[0-9a-z]+$/

/**
 * Runs before the banner is parsed, so a visitor who hid it never sees it appear and go, and
 * nothing below it moves.
 * @param {string} id
 */
export const announcementHideScript = (id) =>
  `try{if(localStorage.getItem(${JSON.stringify(hiddenAnnouncementKey)})===${JSON.stringify(id)})document.head.insertAdjacentHTML("beforeend","<style>[data-announcement]{display:none}</style>")}catch(e){}`

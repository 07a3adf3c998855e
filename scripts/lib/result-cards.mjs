// Shared by the picture generator and the byte budget.
/** WhatsApp shows no preview for a picture above this (issue 22); every card stays under it. */
export const maxPictureBytes = 300_000

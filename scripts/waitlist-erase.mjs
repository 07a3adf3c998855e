// `npm run waitlist:erase -- EMAIL`: removes one person from the waitlist (the right to erasure).
// Every entry whose address reaches the same inbox goes, however it was spelled (case, plus
// tags, Gmail's dots), whatever its id (so an entry stored before ids were derived from the
// address is found too), with its record and any queued email; the announcements'
// records of a send keep only the entry id, a one-way hash. Target: see
// scripts/lib/waitlist-admin.mjs.
import { normaliseEmail } from 'touch-grass-functions/waitlist-contract'
import { ToolError, ownerTool, reachableDatabase } from './lib/waitlist-admin.mjs'

await ownerTool({
  usage: 'npm run waitlist:erase -- EMAIL',
  positionals: 1,
  run: async ({ positionals: [raw] }) => {
    const email = normaliseEmail(raw)
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) {
      throw new ToolError('that is not an email address', { usage: true })
    }
    const db = await reachableDatabase()
    const { entriesOfInbox, forgetEntries } = await import('../functions/src/waitlist.js')
    const found = await entriesOfInbox(db, email)
    await forgetEntries(db, [...found.keys()], [...found.values()].flat())
    console.error(
      found.size === 0
        ? `waitlist: no entry for ${email}; nothing removed`
        : `waitlist: removed ${found.size} ${found.size === 1 ? 'entry' : 'entries'} for ${email}`,
    )
  },
})

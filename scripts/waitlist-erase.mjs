// `npm run waitlist:erase -- EMAIL`: removes one person from the waitlist (the right to erasure).
// Any entry whose address normalises to the same one goes, whatever its id, so an entry stored
// before ids were derived from the address (decision 088) is found too. Target: see
// scripts/lib/waitlist-admin.mjs.
import { normaliseEmail, waitlistCollection, waitlistDatabase } from './lib/waitlist-admin.mjs'

const [raw, ...extra] = process.argv.slice(2)
if (!raw || extra.length > 0) {
  console.error('usage: npm run waitlist:erase -- EMAIL')
  process.exit(2)
}
const email = normaliseEmail(raw)

const database = waitlistDatabase()
const snapshot = await database.collection(waitlistCollection).get()
const matches = snapshot.docs.filter(
  (entry) => normaliseEmail(String(entry.get('email') ?? '')) === email,
)
const batch = database.batch()
for (const entry of matches) {
  batch.delete(entry.ref)
  batch.delete(database.collection('waitlist_records').doc(entry.id))
}
await batch.commit()
console.error(
  matches.length === 0
    ? `waitlist: no entry for ${email}; nothing removed`
    : `waitlist: removed ${matches.length} ${matches.length === 1 ? 'entry' : 'entries'} for ${email}`,
)

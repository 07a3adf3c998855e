// `npm run waitlist:export [-- --out FILE] [--confirmed]`: every waitlist entry as CSV (email,
// createdAt, status, confirmedAt), oldest first, written to FILE (default waitlist-YYYY-MM-DD.csv,
// ignored by git; a second export that day is -2, and so on). With --confirmed only the people
// who confirmed their address. An export never overwrites a file.
// Cells are formula-safe. Target: see scripts/lib/waitlist-admin.mjs.
import { existsSync, writeFileSync } from 'node:fs'
import { collections } from 'touch-grass-functions/waitlist-contract'
import { ToolError, ownerTool, reachableDatabase, toCsv } from './lib/waitlist-admin.mjs'

await ownerTool({
  usage: 'npm run waitlist:export -- [--out FILE] [--confirmed]',
  options: { out: { type: 'string' }, confirmed: { type: 'boolean', default: false } },
  run: async ({ values }) => {
    const day = new Date().toISOString().slice(0, 10)
    let out = values.out ?? `waitlist-${day}.csv`
    for (let count = 2; !values.out && existsSync(out); count += 1)
      out = `waitlist-${day}-${count}.csv`
    if (existsSync(out)) {
      throw new ToolError(
        `${out} already exists, and an export never overwrites one: give another --out name`,
      )
    }
    const database = await reachableDatabase()
    const { confirmedPeople } = await import('../functions/src/waitlist.js')
    const snapshot = await database.collection(collections.entries).orderBy('createdAt').get()
    const confirmed = new Map(
      (await confirmedPeople(database)).map((person) => [person.entryId, person.confirmedAt]),
    )
    const rows = snapshot.docs
      .filter((entry) => !values.confirmed || confirmed.has(entry.id))
      .map((entry) => {
        const { email, createdAt, status } = entry.data()
        return [
          String(email ?? ''),
          createdAt?.toDate?.().toISOString() ?? '',
          String(status ?? ''),
          confirmed.get(entry.id)?.toISOString() ?? '',
        ]
      })
    writeFileSync(out, toCsv([['email', 'createdAt', 'status', 'confirmedAt'], ...rows]), {
      mode: 0o600,
    })
    console.error(
      `waitlist: ${rows.length} ${rows.length === 1 ? 'entry' : 'entries'} written to ${out}`,
    )
  },
})

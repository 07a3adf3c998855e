import type { DocumentReference, Firestore } from 'firebase-admin/firestore'

/** Every document in the database, sub-collections included, as its path and its data in JSON. */
export async function everyDocument(db: Firestore) {
  const found: { path: string; json: string }[] = []
  const walk = async (parents: { listCollections: Firestore['listCollections'] }) => {
    for (const collection of await parents.listCollections()) {
      for (const ref of await collection.listDocuments()) {
        const snapshot = await ref.get()
        if (snapshot.exists) found.push({ path: ref.path, json: JSON.stringify(snapshot.data()) })
        await walk(ref as DocumentReference)
      }
    }
  }
  await walk(db)
  return found
}

/** The documents that still hold any of these spellings of an address. */
export async function documentsHolding(db: Firestore, spellings: string[]) {
  return (await everyDocument(db))
    .filter(({ path, json }) => spellings.some((s) => json.includes(s) || path.includes(s)))
    .map(({ path }) => path)
}

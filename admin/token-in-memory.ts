/**
 * Where Decap keeps the signed-in user, GitHub token included: decap-cms-core's
 * LocalStorageAuthStore, which the editor cannot replace through Decap's API.
 */
export const userKey = 'decap-cms-user'

/**
 * Keeps the signed-in user (and its GitHub token) in this page's memory instead of the origin's
 * localStorage, where every page of the site, including one that has loaded Google's analytics
 * after consent, could read it. Every other key still goes to the real localStorage. The owner
 * signs in again after a reload: one click, since GitHub remembers the approval.
 */
export function keepTokenInMemory(target: Window & typeof globalThis) {
  const real = target.localStorage
  // What an editor of before this change left behind.
  real.removeItem(userKey)
  const memory = new Map<string, string>()
  const storage: Storage = {
    get length() {
      return real.length
    },
    key: (index) => real.key(index),
    getItem: (key) => (key === userKey ? (memory.get(key) ?? null) : real.getItem(key)),
    setItem: (key, value) =>
      key === userKey ? void memory.set(key, String(value)) : real.setItem(key, value),
    removeItem: (key) => (key === userKey ? void memory.delete(key) : real.removeItem(key)),
    clear: () => {
      memory.clear()
      real.clear()
    },
  }
  Object.defineProperty(target, 'localStorage', { configurable: true, get: () => storage })
}

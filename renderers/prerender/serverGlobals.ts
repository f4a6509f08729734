/**
 * The few browser globals the app reads while its modules load and render, for the build's
 * prerendering in Node: an empty storage (a visitor's first visit), a wide viewport that matches no
 * media query, a plain browser's user agent, and a cookie jar that keeps nothing.
 */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}

const noMatch = (media: string) => ({
  matches: false,
  media,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
});

Object.assign(globalThis, {
  localStorage: new MemoryStorage(),
  sessionStorage: new MemoryStorage(),
  matchMedia: noMatch,
  document: { cookie: '' },
});
if (!('navigator' in globalThis))
  Object.assign(globalThis, { navigator: { userAgent: 'Mozilla/5.0', maxTouchPoints: 0 } });

export {};

/**
 * happy-dom's sendBeacon posts through its own fetch, not the one a test stubs, and a refused
 * connection then surfaces as an unhandled rejection; a browser's beacon is fire-and-forget. So
 * unit tests send no beacons: a test that wants to see them spies on navigator.sendBeacon.
 */
if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    writable: true,
    value: () => true,
  });
}

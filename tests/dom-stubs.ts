// jsdom lacks ResizeObserver, which Ark's positioned parts (menu, tooltip)
// observe. A no-op is enough: nothing here is laid out. Needed by
// every test file, so tests/setup.ts loads it.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver

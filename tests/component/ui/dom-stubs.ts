// jsdom lacks ResizeObserver, which Ark's positioned parts (menu, tooltip)
// observe. A no-op is enough: nothing here is laid out. Better placed in
// tests/setup.ts for every component test; kept here to stay in our files.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver

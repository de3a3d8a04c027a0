// The one key the serial terminal leaves to the browser, so the keyboard is
// never trapped in it. Kept apart from the lazy terminal chunk: the page says it too.
export const LEAVE_TERMINAL = { key: 'Tab', shiftKey: true, label: 'Shift+Tab' } as const

export const isLeaveTerminalKey = (e: KeyboardEvent) =>
  e.key === LEAVE_TERMINAL.key && e.shiftKey === LEAVE_TERMINAL.shiftKey

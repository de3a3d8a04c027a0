// The theme is a device preference, not server data: kept in localStorage and
// applied to <html data-theme> (index.html applies it before first paint).
export type ThemeChoice = 'light' | 'dark' | 'system'
const KEY = 'theme'

export const readTheme = (): ThemeChoice => {
  const t = localStorage.getItem(KEY)
  return t === 'light' || t === 'dark' ? t : 'system'
}

export function applyTheme(choice: ThemeChoice) {
  localStorage.setItem(KEY, choice)
  const dark =
    choice === 'dark' || (choice === 'system' && matchMedia('(prefers-color-scheme: dark)').matches)
  document.documentElement.dataset.theme = dark ? 'dark' : 'light'
}

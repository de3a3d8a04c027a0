// Toasts sit outside every modal. Dialogs list the toaster as persistent so a
// click on a toast neither closes the dialog nor is blocked by it.
export const TOASTER_ATTR = 'data-toaster'

export const persistentElements = [() => document.querySelector(`[${TOASTER_ATTR}]`)]

/**
 * The silo whose local login `/login` shows. Nexus serves its own /login and
 * redirects to the right silo; the console only needs a default for the
 * preview (the mock's local silo) or a dev server pointed at Nexus.
 */
export const DEFAULT_SILO: string = import.meta.env.VITE_DEFAULT_SILO || 'maze-war'

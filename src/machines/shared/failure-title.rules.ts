// The title of an error toast says what failed, in the action's own words
// ('Could not stop instance'), with the server's message as its body;
// never a generic 'Action failed'. Built here, below routes and views, so the
// confirm machine, the resource kit (routes/kit/messages.ts) and the views'
// own menus word it the same way.

/** 'Could not delete project', 'Could not detach disk'. */
export const couldNot = (verb: string, noun: string) => `Could not ${verb} ${noun}`

/**
 * The failure title for a confirm dialog that did not name one, from its own
 * title, which is always the action ('Stop instance' → 'Could not stop instance').
 */
export const failedTitle = (actionTitle: string) =>
  `Could not ${actionTitle.charAt(0).toLowerCase()}${actionTitle.slice(1)}`

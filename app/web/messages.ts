/** The spec's answers for failed calls (part 1 §8). */
export const busyMessage = 'The system is busy, please try again later';
export const signInMessage = 'Please sign in to continue';
export const noAccessMessage = 'No access.';

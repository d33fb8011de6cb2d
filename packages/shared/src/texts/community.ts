// The community's texts that pages outside it show (the home page's activity feed). The community's texts are
// still written in messages.ts, these two among them, until they move here.
export const unknownUser = 'Unknown User';
export const unknownTitle = 'Unknown Title';

/** A listing's page. */
export const listingPath = (listing: { id: string }) => `/marketplace/item/${listing.id}`;

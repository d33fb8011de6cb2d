// The marketplace: listings, orders, offers and feedback.

// Success messages
export const itemListed = 'Item listed for sale successfully!';
export const listingRemoved = 'Listing removed successfully!';
export const listingRemovedByAdmin = 'Listing removed by admin!';
export const loginToBuy = 'Please log in to buy';
export const cannotBuyOwnListing = 'You cannot buy your own listing.';
export const orderNotYours = 'Only the buyer and the seller can see this order.';
export const messageRequired = 'Write a message';
export const offerFloorTooHigh = 'The lowest offer must be below the price';
export const loginToOffer = 'Please log in to make an offer';
export const cannotOfferOnOwnListing = 'You cannot make an offer on your own listing.';
export const offerNotBelowPrice = 'Offer less than the price, or buy it at the price.';
export const offerAlreadyMade = 'You have already made an offer on this copy.';
export const offerNotFound = 'Offer not found';
export const offerNotYours = 'Only the seller answers an offer.';
export const offerAnswered = 'This offer has already been answered or has expired.';
export const offerAbovePrice =
  'The copy now costs no more than this offer: decline it, or let the buyer buy at the price.';
export const offerSent = 'Offer sent. The seller has 5 days to answer.';
export const offerDeclinedAtOnce = 'The seller does not take offers this low: your offer was declined.';
export const offerAccepted = 'Offer accepted: an order is open at its amount.';
export const offerDeclined = 'Offer declined.';
export const offerWithdrawn = 'Offer withdrawn. You can buy the copy at its price.';
export const offerNotYoursToWithdraw = 'Only the buyer who made an offer can withdraw it.';
export const shipToRequired = 'Choose the country the copy ships to';
export const shippingNeedsCountry = 'Choose your country: domestic shipping is within it.';
export const shipsHomeOnly = (country: string) =>
  `This seller ships only within ${country}. Set your country on your profile if you live there.`;
export const orderNotFound = 'Order not found';
export const listingReserved = 'Someone is already buying this copy.';
export const orderStepNotOpen =
  'That step is not open for this order now. Refresh the page to see where it stands.';
export const shippingRequired = 'Enter the shipping cost (0 for none)';
export const copyPromisedInTrade =
  'This copy is promised in an accepted trade. You can list it again if the trade is cancelled.';
export const copyInOpenOrder =
  'Someone is buying this copy. It leaves your collection when the order completes, or stays if it is cancelled.';
export const copyInOpenTrade =
  'This copy is in a trade under way. It leaves your collection when the trade completes, or can be removed once the trade is declined, cancelled or expires.';
export const onlyBuyerRates = 'Only the buyer of a completed order can rate its seller.';
export const chooseStars = (most: number) => `Choose 1 to ${most} stars`;
export const feedbackWindowClosed = 'Feedback can be left within 60 days of the order.';
export const feedbackGiven = 'You already rated this order.';
export const feedbackSaved = 'Thank you! Your feedback is on the seller’s profile.';
export const onlySellerReplies = 'Only the seller can reply to their feedback.';
export const replyGiven = 'You already replied to this feedback.';
export const feedbackNotFound = 'Feedback not found';
export const feedbackRemovedByAdmin = 'Feedback removed by admin!';
export const orderPlaced = 'Order placed! The seller will confirm the total, shipping included.';
/** The seller's notification of an admin's removal. */
export const listingRemovedNotice = (film: string, reason: string) =>
  `An admin removed your listing of ${film}: ${reason}`;
/** The reason given when a film is deleted from the catalogue with copies of it for sale. */
export const filmDeletedReason = 'the film was removed from the catalogue.';
export const releaseDeletedReason = 'the release was removed from the catalogue.';

// Marketplace API
export const listingNeedsRelease = 'Choose the release you hold before listing it for sale.';
export const listingNotFound = 'Listing not found';
export const listingNotYours = 'Only the seller, or an admin, can change or remove this listing.';
export const listingNotActive = 'This listing is no longer for sale.';
export const listingInOpenOrder =
  'An order for this copy is under way: the listing can be removed once the order ends.';
export const listingUpdated = 'Listing updated!';
export const priceInvalid = 'Enter the price as a number with at most two decimals, such as 12.50';
export const priceTooLow = 'The price must be more than 0';
export const priceTooHigh = 'The price must be at most 99,999,999.99';
export const priceRangeInverted = 'The lowest price must not be above the highest';
export const removalReasonRequired = 'Give the seller a reason for removing the listing';

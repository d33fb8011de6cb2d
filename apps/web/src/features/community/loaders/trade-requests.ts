// The Trades tab's list of requests, fetched when /community draws that tab. A module of its own, so that the
// other tabs (the dashboard first) never fetch the list, its photo covers and its tools.
export const loadTradeRequests = () =>
  import('@/features/community/components/trade-requests').then((module) => module.TradeRequests);

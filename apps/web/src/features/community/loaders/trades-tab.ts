// The Trades tab (requests, my trades, my matches), fetched when /community draws that tab. A module of its own,
// so that the other tabs (the dashboard first) never fetch its lists, photo covers and tools (decision 021).
export const loadTradesTab = () =>
  import('@/features/community/components/trades-tab').then((module) => module.TradesTab);

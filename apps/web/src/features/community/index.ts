// The community feature's public entry: what app/ and the other features use of it (eslint.boundaries.js).
export { ForumCategories } from './components/forum-categories';
export { NewTopicButton } from './components/new-topic-button';
export { CollectionOverlaps, TopCollectors, TradeOpportunities } from './components/dashboard-lists';
export { loadChallengeList } from './loaders/challenge-list';
export { NewTradeButton } from './components/new-trade-button';
export { loadTradesTab } from './loaders/trades-tab';
export { loadForumAdmin } from './loaders/forum-admin';

// The community feature's public entry: what app/ and the other features use of it (eslint.boundaries.js).
export { ForumCategories } from './components/forum-categories';
export { NewTopicButton } from './components/new-topic-button';
export { CollectionOverlaps, TopCollectors, TradeOpportunities } from './components/dashboard-lists';
export { ChallengeList } from './lazy/challenge-list';
export { NewTradeButton } from './components/new-trade-button';
export { TradesTab } from './lazy/trades-tab';
export { ForumAdmin } from './lazy/forum-admin';

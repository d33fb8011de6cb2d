// The home feature's public entry: what app/ and the other features use of it (eslint.boundaries.js).
export { ActivityFeed } from './components/activity-feed';
export { CommunityStats } from './components/community-stats';

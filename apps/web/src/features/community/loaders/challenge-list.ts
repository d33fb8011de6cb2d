// The Challenges tab's list, fetched when /community draws that tab. A module of its own, so that the other tabs
// (the dashboard first) never fetch the challenges' cards, progress and leaderboards.
export const loadChallengeList = () =>
  import('@/features/community/components/challenge-list').then((module) => module.ChallengeList);

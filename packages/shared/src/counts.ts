// Counts as pages print them, in English, without Intl (intl.ts): the home page and the community print them
// in their first view.

/** 12345 → '12,345'. */
export const formatCount = (count: number) =>
  Math.round(count)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',');

/** '1 topic', '12,345 topics'. */
export const countOf = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

// The demo community's forum: a few conversations the demo people had over the past week, so that a visitor
// of /community finds a forum in use. Written as the forum service would have stored them (decision 022).
import { randomUUID } from 'node:crypto';
import { renderForumText } from '@rewind/shared/forum-text';
import type { forumPosts, forumReads, forumReplies } from '../../apps/server/src/db/schema/forum';
import type { DomainEvent } from '../../apps/server/src/modules/activity/domain-events';
import type { DemoUser } from './users';

type Key = DemoUser['key'];

type DemoTopic = {
  category: string;
  by: Key;
  title: string;
  text: string;
  /** Days before now it was started. */
  daysAgo: number;
  replies: { by: Key; text: string }[];
  isPinned?: boolean;
};

export const DEMO_TOPICS: readonly DemoTopic[] = [
  {
    category: 'general',
    by: 'admin',
    title: 'Welcome to the Rewind forum',
    isPinned: true,
    daysAgo: 7,
    text: 'Say hello, tell us what you collect, and **be kind**: we all love the same dusty boxes.\n\n- Trades go in _Trading_\n- Questions about the site in _Help_',
    replies: [
      { by: 'collector', text: 'Hi all! Horror on VHS here, big boxes first. Happy to be here.' },
      { by: 'laserdisc', text: 'LaserDisc collector checking in. My shelves are sagging.' },
    ],
  },
  {
    category: 'collecting',
    by: 'collector',
    title: 'Do you open sealed tapes?',
    daysAgo: 4,
    text: 'Found a sealed copy of a slasher I love at a flea market. Open it and watch it, or keep it sealed on the shelf?',
    replies: [
      {
        by: 'seller',
        text: 'Keep it sealed and find a second, open copy to watch. Sealed ones only get rarer.',
      },
      {
        by: 'laserdisc',
        text: '> Keep it sealed and find a second, open copy to watch.\n\nThis. @tapehead, check the shrink for tears first.',
      },
      { by: 'collector', text: 'Shrink is perfect. Sealed it stays, then!' },
    ],
  },
  {
    category: 'reviews',
    by: 'laserdisc',
    title: 'CAV vs CLV: is the difference visible?',
    daysAgo: 3,
    text: 'On a good player and a CRT, CAV still freezes frames perfectly, but in motion I struggle to tell them apart. What do you see?',
    replies: [{ by: 'collector', text: 'Mostly in the freeze frames and the special features, for me.' }],
  },
  {
    category: 'trading',
    by: 'seller',
    title: 'Big box family titles: looking for trades',
    daysAgo: 2,
    text: 'I have spare big box family and comedy titles. Looking for horror big boxes in good shape. Reply with what you have!',
    replies: [],
  },
  {
    category: 'help',
    by: 'collector',
    title: 'How do wantlist rules work?',
    daysAgo: 1,
    text: 'Can I ask for only VHS copies under a price? I keep getting LaserDisc matches.',
    replies: [
      {
        by: 'admin',
        text: 'Yes: open your wantlist, choose the entry and set its rules (format, region, lowest grade and price). Only listings that pass them match.',
      },
    ],
  },
];

const HOUR = 60 * 60 * 1000;

/** The rows of the demo forum for people by key, with the events the feed shows, at times before `now`. */
export function demoForumRows(idOf: (key: Key) => string, nameOf: (key: Key) => string, now: number) {
  const mentionable = new Set<string>(
    (['admin', 'collector', 'seller', 'laserdisc'] as const).map((key) => nameOf(key)),
  );
  const render = (text: string) => renderForumText(text, mentionable);
  const topics: (typeof forumPosts.$inferInsert & {
    category: string;
    replies: number;
    lastActivityAt: Date;
  })[] = [];
  const replies: (typeof forumReplies.$inferInsert)[] = [];
  const reads: (typeof forumReads.$inferInsert)[] = [];
  const events: { event: DomainEvent; createdAt: Date }[] = [];
  for (const topic of DEMO_TOPICS) {
    const id = randomUUID();
    const createdAt = new Date(now - topic.daysAgo * 24 * HOUR);
    const times = topic.replies.map((_, index) => new Date(createdAt.getTime() + (index + 1) * 3 * HOUR));
    const last = topic.replies.at(-1);
    topics.push({
      id,
      userId: idOf(topic.by),
      title: topic.title,
      content: render(topic.text),
      source: topic.text,
      category: topic.category,
      replies: topic.replies.length,
      lastPosition: topic.replies.length,
      lastActivityAt: times.at(-1) ?? createdAt,
      lastReplyUserId: last ? idOf(last.by) : null,
      isPinned: topic.isPinned ?? false,
      createdAt,
      updatedAt: createdAt,
    });
    events.push({
      event: { kind: 'topic-posted', userId: idOf(topic.by), topic: { id, title: topic.title } },
      createdAt,
    });
    const participants = new Map<string, number>([[idOf(topic.by), 0]]);
    topic.replies.forEach((reply, index) => {
      const replyId = randomUUID();
      replies.push({
        id: replyId,
        postId: id,
        userId: idOf(reply.by),
        position: index + 1,
        content: render(reply.text),
        source: reply.text,
        createdAt: times[index]!,
      });
      participants.set(idOf(reply.by), index + 1);
      events.push({
        event: {
          kind: 'reply-posted',
          userId: idOf(reply.by),
          topic: { id, title: topic.title },
          replyId,
        },
        createdAt: times[index]!,
      });
    });
    for (const [userId, position] of participants) {
      reads.push({ userId, postId: id, lastReadPosition: position, isParticipant: true });
    }
  }
  const categories = new Map<string, { topicCount: number; replyCount: number; lastActivityAt: Date }>();
  for (const topic of topics) {
    const counts = categories.get(topic.category) ?? {
      topicCount: 0,
      replyCount: 0,
      lastActivityAt: new Date(0),
    };
    counts.topicCount += 1;
    counts.replyCount += topic.replies;
    if (topic.lastActivityAt > counts.lastActivityAt) counts.lastActivityAt = topic.lastActivityAt;
    categories.set(topic.category, counts);
  }
  return { topics, replies, reads, events, categories };
}

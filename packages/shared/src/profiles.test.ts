import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import {
  isChoosableUsername,
  ZProfileCompletionRequest,
  ZProfileUpdateRequest,
  ZPublicProfile,
  ZUsernameAvailability,
} from './profiles.ts';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('ZProfileUpdateRequest', () => {
  it('leaves out what is not sent (no form defaults), and drops a username', () => {
    expect(ZProfileUpdateRequest.parse({})).toEqual({});
    expect(ZProfileUpdateRequest.parse({ username: 'new_name', bio: '  hi  ' })).toEqual({ bio: 'hi' });
  });

  it('limits bio, location and seller terms with the product’s lengths', () => {
    expect(messagesOf(ZProfileUpdateRequest.safeParse({ bio: 'x'.repeat(501) }))).toEqual([MSG.bioTooLong]);
    expect(messagesOf(ZProfileUpdateRequest.safeParse({ location: 'x'.repeat(101) }))).toEqual([
      MSG.locationTooLong,
    ]);
    expect(messagesOf(ZProfileUpdateRequest.safeParse({ sellerTerms: 'x'.repeat(1001) }))).toEqual([
      MSG.sellerTermsTooLong,
    ]);
    expect(ZProfileUpdateRequest.safeParse({ bio: 'x'.repeat(500), location: 'x'.repeat(100) }).success).toBe(
      true,
    );
  });

  it('accepts null to remove the avatar and refuses URLs that are not http(s) or a site path', () => {
    expect(ZProfileUpdateRequest.parse({ avatarUrl: null })).toEqual({ avatarUrl: null });
    expect(messagesOf(ZProfileUpdateRequest.safeParse({ avatarUrl: 'javascript:alert(1)' }))).toEqual([
      MSG.avatarUrlInvalid,
    ]);
  });
});

describe('ZProfileCompletionRequest', () => {
  it('lowercases the username and defaults the texts to empty; avatarUrl stays absent', () => {
    expect(ZProfileCompletionRequest.parse({ username: ' Tape_Head ' })).toEqual({
      username: 'tape_head',
      bio: '',
      location: '',
    });
  });

  it.each([
    [{}, MSG.usernameRequired],
    [{ username: 'ab' }, MSG.usernameTooShort],
    [{ username: 'kim smith' }, MSG.usernameInvalidChars],
    [{ username: 'User_kim' }, MSG.usernameAutoPrefix],
  ])('refuses %j with "%s"', (input, message) => {
    expect(messagesOf(ZProfileCompletionRequest.safeParse(input))).toEqual([message]);
  });
});

describe('isChoosableUsername', () => {
  it.each([
    ['kim', true],
    ['Kim-84', true],
    ['ab', false],
    ['kim.smith', false],
    ['user_123', false],
    ['', false],
  ])('%s -> %s', (name, expected) => {
    expect(isChoosableUsername(name)).toBe(expected);
  });
});

describe('ZPublicProfile', () => {
  it('is either the whole profile or, for a private one seen by others, only the username', () => {
    expect(
      ZPublicProfile.parse({ username: 'kim', isPrivate: true, isOwner: false, isSuspended: false }),
    ).toEqual({ username: 'kim', isPrivate: true, isOwner: false, isSuspended: false });
    // A hidden profile carries nothing else, even if a server bug tried to send it.
    expect(
      ZPublicProfile.parse({
        username: 'kim',
        isPrivate: true,
        isOwner: false,
        isSuspended: false,
        bio: 'x',
      }),
    ).not.toHaveProperty('bio');
    expect(
      ZPublicProfile.safeParse({ username: 'kim', isPrivate: false, isOwner: false, isSuspended: false })
        .success,
    ).toBe(false);
  });
});

describe('ZUsernameAvailability', () => {
  it('answers only available, taken or invalid', () => {
    expect(ZUsernameAvailability.safeParse({ status: 'checking' }).success).toBe(false);
    expect(ZUsernameAvailability.parse({ status: 'taken' })).toEqual({ status: 'taken' });
  });
});

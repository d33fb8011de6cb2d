import { LIMITS, TIMINGS } from '@rewind/shared/limits';
import { isChoosableUsername } from '@rewind/shared/profiles';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { usernameAvailabilityQueryOptions } from '@/features/profiles/api/check-username-availability';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** The five states of the username indicator. */
export type TUsernameStatus = 'none' | 'checking' | 'available' | 'taken' | 'invalid';

/**
 * The live availability of a username being typed: 'none' while empty or shorter than 3 characters,
 * 'invalid' at once for a name that can never be chosen, otherwise asked 500 ms after typing stops.
 */
export function useUsernameAvailability(value: string): TUsernameStatus {
  const name = value.trim();
  const debounced = useDebouncedValue(name, TIMINGS.usernameCheckDebounceMs);
  const isLongEnough = name.length >= LIMITS.usernameMin;
  const isChoosable = isLongEnough && isChoosableUsername(name);
  const isSettled = debounced === name;
  const query = useQuery({
    ...usernameAvailabilityQueryOptions(debounced),
    enabled: isChoosable && isSettled,
  });

  if (!isLongEnough) return 'none';
  if (!isChoosable) return 'invalid';
  if (!isSettled) return 'checking';
  // The check could not be made: no verdict; the server still decides on submit.
  if (query.isError) return 'none';
  if (query.isFetching || !query.data) return 'checking';
  return query.data.status;
}

/**
 * The verdict on `name` for a submit pressed while its check runs: waits for the request under way (or asks
 * at once if the pause after typing has not ended yet). 'none' when the check cannot be made.
 */
export async function awaitUsernameStatus(queryClient: QueryClient, name: string): Promise<TUsernameStatus> {
  try {
    return (await queryClient.fetchQuery(usernameAvailabilityQueryOptions(name.trim()))).status;
  } catch {
    return 'none';
  }
}

import type { TNotificationPreferences } from '@rewind/shared/notifications';
import type { TNotificationDelivery, TNotificationKind } from '@rewind/shared/notification-kinds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const preferencesKey = ['me', 'notification-preferences'] as const;

/** How the member hears of each kind of notification. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => api.get<TNotificationPreferences>('/me/notification-preferences', { signal }),
  });
}

export function useUpdateNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, delivery }: { kind: TNotificationKind; delivery: TNotificationDelivery }) =>
      api.put<TNotificationPreferences>(`/me/notification-preferences/${kind}`, { delivery }),
    onSuccess: (preferences) => queryClient.setQueryData(preferencesKey, preferences),
  });
}

import type { TNotificationPreference } from '@rewind/shared/notifications';
import {
  DELIVERY_LABELS,
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_KINDS,
  type TNotificationArea,
  type TNotificationDelivery,
} from '@rewind/shared/notification-kinds';
import { useId } from 'react';
import { controlClasses } from '@/components/ui/control-classes';
import { Skeleton } from '@/components/ui/skeleton';
import {
  useNotificationPreferences,
  useUpdateNotificationPreference,
} from '@/features/notifications/api/notification-preferences';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';

const AREA_NAMES: Record<TNotificationArea, string> = {
  catalog: 'Catalogue',
  marketplace: 'Marketplace',
  community: 'Community',
};

function PreferenceRow({ preference }: { preference: TNotificationPreference }) {
  const id = useId();
  const update = useUpdateNotificationPreference();
  const { label } = NOTIFICATION_KINDS[preference.kind];
  const choose = (delivery: TNotificationDelivery) =>
    update.mutate(
      { kind: preference.kind, delivery },
      {
        onSuccess: () => notify.success(`${label}: ${DELIVERY_LABELS[delivery].toLowerCase()}`),
        onError: (error) => notify.fromError(error),
      },
    );
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <label htmlFor={id} className="text-sm text-paper">
        {label}
      </label>
      <select
        id={id}
        value={update.isPending ? update.variables.delivery : preference.delivery}
        disabled={update.isPending}
        onChange={(event) => choose(event.target.value as TNotificationDelivery)}
        className={cn(controlClasses, 'h-10 sm:w-52')}
      >
        {NOTIFICATION_DELIVERIES.map((delivery) => (
          <option key={delivery} value={delivery}>
            {DELIVERY_LABELS[delivery]}
          </option>
        ))}
      </select>
    </li>
  );
}

/** The owner's choice, per kind of notification, of how they hear of it; each change is saved at once. */
export function NotificationPreferences() {
  const { data, isError } = useNotificationPreferences();
  if (isError) return <p className="text-sm text-danger">Your notification settings could not be loaded.</p>;
  if (!data) return <Skeleton className="h-48 w-full" />;
  const areas = Object.keys(AREA_NAMES) as TNotificationArea[];
  return (
    <div className="flex flex-col gap-6" data-testid="notification-preferences">
      <p className="max-w-prose text-sm leading-relaxed text-tape-300">
        Every notification appears under the bell. Choose which are also e-mailed to you, at once or in one
        e-mail a day.
      </p>
      {areas.map((area) => (
        <div key={area}>
          <h3 className="font-counter text-base tracking-wider text-tape-400 uppercase">
            {AREA_NAMES[area]}
          </h3>
          <ul className="divide-y divide-tape-700">
            {data.preferences
              .filter((preference) => NOTIFICATION_KINDS[preference.kind].area === area)
              .map((preference) => (
                <PreferenceRow key={preference.kind} preference={preference} />
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

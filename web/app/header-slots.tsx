// Slots in the signed-in header that later features fill. Until then they render nothing.
import { NotificationBell } from '../features/notifications/notification-bell';

/** SPEC §2 global search box. The customers helper renders `web/features/search/global-search.tsx` here. */
export function GlobalSearchSlot() {
  return null;
}

/** SPEC §2 notifications bell (desktop only). The jobs helper renders its bell here; hidden until it exists. */
export function NotificationBellSlot() {
  return <NotificationBell />;
}

// Slots in the signed-in header that later features fill. Until then they render nothing.
import { NotificationBell } from '../features/notifications/notification-bell';
import { GlobalSearch } from '../features/search/global-search';

/** SPEC §2 global search box. */
export function GlobalSearchSlot() {
  return <GlobalSearch />;
}

/** SPEC §2 notifications bell (desktop only). The jobs helper renders its bell here; hidden until it exists. */
export function NotificationBellSlot() {
  return <NotificationBell />;
}

// Slots in the signed-in header that later features fill. Until then they render nothing.
import { AdminBell } from '../features/admin/admin-bell';
import { NotificationBell } from '../features/notifications/notification-bell';
import { GlobalSearch } from '../features/search/global-search';
import { MobileSearch } from '../features/search/mobile-search';

/** SPEC §2 global search box. */
export function GlobalSearchSlot() {
  return <GlobalSearch />;
}

/** The same search on phones, in a sheet opened from the top bar. */
export function MobileSearchSlot() {
  return <MobileSearch />;
}

/** SPEC §2 notifications bell (desktop only). The jobs helper renders its bell here; hidden until it exists. */
export function NotificationBellSlot() {
  return <NotificationBell />;
}

/** Issue 13 item 8: an admin's bell — open security alerts and registration requests waiting, not a contractor's. */
export function AdminBellSlot() {
  return <AdminBell />;
}

// Slots in the signed-in header that later features fill. Until then they render nothing.
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

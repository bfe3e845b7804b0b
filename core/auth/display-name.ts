/** SPEC §2: first and last name, else name, else "User". (No zod here: the web app's first view imports this.) */
export function displayName(user: { firstName: string | null; lastName: string | null; name: string | null }, fallback = 'User'): string {
  const full = [user.firstName, user.lastName].filter((p) => p && p.trim()).join(' ').trim();
  return full || user.name?.trim() || fallback;
}

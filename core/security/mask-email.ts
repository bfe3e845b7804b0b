// An email as security views show it: enough to tell accounts apart at a glance, not enough to read the address.
// "jane.doe@acme-fencing.com" → "j***@a***.com"; anything that is not an email → "***".
export function maskEmail(email: string): string {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  if (at <= 0 || at === value.length - 1) return '***';
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${[...local][0]}***@${[...host][0]}***${tld.length <= 6 ? tld : ''}`;
}

/** 'Paula de Souza Lima' → 'PL': what an avatar without a photo shows, as Chakra's Avatar does. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : '';
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

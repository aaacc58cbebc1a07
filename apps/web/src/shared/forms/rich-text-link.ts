/**
 * Whether the editor may make `value` a link: an absolute http(s) address with a host, or a mailto address (what
 * the server's sanitiser keeps; anything else it would turn back into plain text).
 */
export function isEditorLink(value: string): boolean {
  const v = value.trim();
  if (!v || /\s/.test(v)) return false;
  if (/^mailto:/i.test(v)) return /^mailto:[^@]+@[^@]+$/i.test(v);
  if (!/^https?:\/\//i.test(v)) return false;
  try {
    return new URL(v).hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * Copies text to the clipboard. The Clipboard API exists only in secure contexts (HTTPS or
 * localhost); an on-premise server reached as http://192.168.x.x is not one, so the text of the
 * given field is then selected and copied the older way.
 */
export async function copyText(text: string, field?: HTMLInputElement | null): Promise<boolean> {
  if (window.isSecureContext && navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, document not focused): try the selection below.
    }
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

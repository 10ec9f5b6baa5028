import { api } from '../../app/api';

/**
 * Opens the stored PDF in a new tab to preview it. The request carries the caller's token, so it
 * goes through a blob (the page's CSP frames nothing, hence a tab rather than an iframe).
 */
export async function previewPdf(path: string): Promise<void> {
  const token = await api.accessToken();
  const response = await fetch(`${path}?disposition=inline`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(response.statusText);
  const url = URL.createObjectURL(await response.blob());
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

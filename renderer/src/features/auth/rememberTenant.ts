const KEY = 'baobab.tenant';

/** The company identifier last used on this device, so people type it once. */
export function rememberedTenant(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberTenant(slug: string): void {
  try {
    if (slug.trim()) localStorage.setItem(KEY, slug.trim());
  } catch {
    // storage refused: nothing to remember
  }
}

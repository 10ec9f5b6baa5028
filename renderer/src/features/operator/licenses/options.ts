/** The options of a module grant as the issue dialog types them. */

/** `carryOver=true, sites=3, edition=pro` → { carryOver: true, sites: 3, edition: 'pro' } (the server checks the names). */
export function parseOptions(text: string): Record<string, string | number | boolean> {
  const options: Record<string, string | number | boolean> = {};
  for (const part of text.split(/[,;\n]/)) {
    const [rawKey, ...rest] = part.split('=');
    const key = rawKey.trim();
    if (!key) continue;
    const value = rest.join('=').trim();
    if (value === '' || value === 'true') options[key] = true;
    else if (value === 'false') options[key] = false;
    else if (/^-?\d+(\.\d+)?$/.test(value)) options[key] = Number(value);
    else options[key] = value;
  }
  return options;
}

export function optionsText(options: Record<string, string | number | boolean>): string {
  return Object.entries(options)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(', ');
}

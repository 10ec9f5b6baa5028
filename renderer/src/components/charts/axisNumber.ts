/**
 * Tick labels of a numeric chart axis in the reader's language ("1 250,5" in French, "1,250.5"
 * in English): MUI X charts print ticks the English way unless given a formatter.
 */
export function axisNumber(language: string | undefined): (value: number | null) => string {
  const format = new Intl.NumberFormat(language ?? 'fr', { maximumFractionDigits: 1 });
  return (value) => (value === null ? '' : format.format(value));
}

/** Colours of a chart's series, each readable on the light and the dark background. */
export const SERIES_COLORS = [
  { fill: 'fill-indigo-600 dark:fill-indigo-300', swatch: 'bg-indigo-600 dark:bg-indigo-300' },
  { fill: 'fill-emerald-700 dark:fill-emerald-300', swatch: 'bg-emerald-700 dark:bg-emerald-300' },
  { fill: 'fill-orange-600 dark:fill-orange-300', swatch: 'bg-orange-600 dark:bg-orange-300' },
  { fill: 'fill-pink-600 dark:fill-pink-300', swatch: 'bg-pink-600 dark:bg-pink-300' },
  { fill: 'fill-sky-700 dark:fill-sky-300', swatch: 'bg-sky-700 dark:bg-sky-300' },
  { fill: 'fill-zinc-600 dark:fill-zinc-300', swatch: 'bg-zinc-600 dark:bg-zinc-300' },
] as const;

export function seriesColor(index: number) {
  return SERIES_COLORS[index % SERIES_COLORS.length] ?? SERIES_COLORS[0];
}

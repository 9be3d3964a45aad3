import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Components write the defaults a caller may replace with the `weak:` variant
 * (zero specificity, see index.css), so no class merging is needed here.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

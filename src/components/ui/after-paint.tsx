import type { ReactNode } from 'react';
import { useAfterPaint } from '../../hooks/use-after-paint';

/**
 * Its children, from the frame after the one it first rendered in (see useAfterPaint): a heavy page
 * draws its top first and the parts below it in later frames, nested for each further frame. Put
 * only what sits below everything drawn before it inside, so nothing on screen moves when it comes.
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  return useAfterPaint() ? children : null;
}

import { useLayoutEffect } from 'react';
import { removeStaticFrame } from '../../../lib/staticFrame';

/** In what takes the static frame's place: removed in the commit that draws it, so no frame is painted without one. */
export function useStaticFrameReplaced(): void {
  useLayoutEffect(removeStaticFrame, []);
}

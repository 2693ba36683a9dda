import { z } from 'zod';
import { normalizeText } from './text';

// Apart from text.ts, so that what needs only the function (a dialog trimming a reason, a
// zod/mini schema) does not bring the whole of zod with it.

/** A string field of human text, normalised (normalizeText) before any rule chained after it. */
export const normalizedText = () => z.string().overwrite(normalizeText);

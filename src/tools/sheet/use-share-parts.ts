// The share parts (share-parts.ts) as a hook: loaded once wanted, null until then or when the
// chunk does not load (the page works without them).
import { useEffect, useState } from 'preact/hooks';
import { loadShareParts, type ShareParts } from './load.ts';

/** The share parts' chunk, loaded once `wanted` (an evening open, or a sheet in the address). */
export function useShareParts(wanted: boolean): ShareParts | null {
  const [parts, setParts] = useState<ShareParts | null>(null);
  useEffect(() => {
    if (wanted && parts === null) loadShareParts().then(setParts, () => undefined);
  }, [wanted]);
  return parts;
}

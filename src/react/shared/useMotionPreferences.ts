import { useEffect, useState } from 'react';
import type { MotionPreferences } from '../../core/media/motion';

interface NetworkInformationLike {
  saveData?: boolean;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

/**
 * The visitor's reduced-motion and Save-Data wishes, kept up to date. Undefined until mounted: the
 * server and the first render know nothing, so nothing starts moving before they are read.
 */
export function useMotionPreferences(): MotionPreferences | undefined {
  const [preferences, setPreferences] = useState<MotionPreferences>();
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
    const read = () => setPreferences({ reducedMotion: query.matches, saveData: connection?.saveData === true });
    read();
    query.addEventListener('change', read);
    connection?.addEventListener?.('change', read);
    return () => {
      query.removeEventListener('change', read);
      connection?.removeEventListener?.('change', read);
    };
  }, []);
  return preferences;
}

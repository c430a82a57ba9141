import { useEffect } from 'react';
import { useLocation, type Location } from 'react-router-dom';

/** Tells a test where the router went (a redirect after sign-in, a guard sending a visitor away). */
export function LocationSpy({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => {
    onChange(location);
  }, [location, onChange]);
  return null;
}

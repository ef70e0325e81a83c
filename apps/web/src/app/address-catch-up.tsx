import { useEffect, useRef } from 'react';
import { createPath, parsePath, useLocation, useNavigate } from 'react-router';

/** The route an address's hash names, spelled as the hash router spells its locations. */
export const routeOfHash = (hash: string): string => {
  const { pathname = '/', search = '', hash: fragment = '' } = parsePath(hash.slice(1));
  const rooted = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return createPath({ pathname: rooted, search, hash: fragment });
};

/**
 * The declarative hash router reads the address when it first renders but listens to the
 * history only from its layout effect. The first render runs in a transition, in slices, so
 * an address changed in between (Back tapped, a link opened while the app starts) would leave
 * the old route on screen under the new address. Once mounted, the router catches up with the
 * address the browser shows; later changes reach it through its own listener.
 */
export const AddressCatchUp = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const caughtUp = useRef(false);
  useEffect(() => {
    if (caughtUp.current) return;
    caughtUp.current = true;
    const shown = routeOfHash(window.location.hash);
    if (shown !== createPath(location)) void navigate(shown, { replace: true });
  }, [location, navigate]);
  return null;
};

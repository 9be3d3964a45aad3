import { useEffect, useRef, useState } from 'react';
import { NavigationType, Outlet, useLocation, useNavigation, useNavigationType } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { focusPageHeadingSoon } from '../lib/focus';
import { SandboxBanner } from './shell/sandbox-banner';
import { ServerWaitNotice } from './shell/server-wait-notice';
import { Sidebar } from './shell/sidebar';
import { TopBar } from './shell/top-bar';

export function RootLayout() {
  const location = useLocation();
  // The drawer belongs to the page it was opened on, so any navigation closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === location.pathname;
  const setDrawerOpen = (open: boolean) => setDrawerPath(open ? location.pathname : null);
  const navigation = useNavigation();
  const navigationType = useNavigationType();
  const mainRef = useRef<HTMLElement>(null);
  // After a navigation (not the first load), focus goes to the new page's heading.
  const previousPath = useRef(location.pathname);
  useEffect(() => {
    if (previousPath.current === location.pathname) return;
    previousPath.current = location.pathname;
    // A page opened by a link or after a save starts at the top, not at the last page's scroll
    // (back and forward keep what the browser restores).
    if (navigationType !== NavigationType.Pop) window.scrollTo({ top: 0, left: 0 });
    return focusPageHeadingSoon(() => mainRef.current?.focus());
  }, [location.pathname, navigationType]);

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="flex min-h-dvh bg-background text-foreground">
        <Sidebar drawerOpen={drawerOpen} onDrawerOpenChange={setDrawerOpen} />
        <div className="flex min-w-0 flex-1 flex-col">
          <SandboxBanner />
          <TopBar onOpenMenu={() => setDrawerOpen(true)} />
          <ServerWaitNotice />
          <main
            id="main"
            ref={mainRef}
            tabIndex={-1}
            aria-busy={navigation.state === 'loading' ? true : undefined}
            className="mx-auto w-full max-w-[1400px] flex-1 px-4 py-6 outline-none md:px-8"
          >
            <Outlet />
          </main>
        </div>
      </div>
      <Toaster />
    </>
  );
}

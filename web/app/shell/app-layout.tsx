// The signed-in shell (SPEC §2): its own chunk, loaded only for a signed-in user (issue 15), with what only signed-in
// pages use: the shell dialogs (Create, Add customer, …) and tooltips.
import type { ReactNode } from 'react';
import type { CurrentUser } from '../../lib/current-user';
import { TooltipProvider } from '../../ui/tooltip';
import { ShellDialogsProvider } from '../shell-dialogs';
import { AppHeader, MobileTopBar } from './app-header';
import { AppSidebar } from './app-sidebar';
import { BottomBar } from './bottom-bar';
import { SkipLink } from './layouts';

/** Signed-in layout: desktop header + sidebar, phone top bar + bottom bar (SPEC §2). */
export default function AppLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return (
    <TooltipProvider>
      <ShellDialogsProvider>
        {/* A column as tall as the screen, so the sidebar's background runs down the page however short it is. */}
        <div className="flex min-h-screen flex-col">
          <SkipLink />
          <AppHeader user={user} />
          <MobileTopBar user={user} />
          <div className="flex flex-1">
            <AppSidebar user={user} />
            <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 pb-24 pt-6 outline-none md:px-8 md:pb-10">
              {children}
            </main>
          </div>
          <BottomBar user={user} />
        </div>
      </ShellDialogsProvider>
    </TooltipProvider>
  );
}

import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../ui/button';
import { SHELL_BARS_HTML, SHELL_FRAME_HTML } from './shell-frame-html';

/**
 * What a signed-in page shows until the shell and the page are there: the frame the server already painted from the
 * HTML (./shell-frame-html.ts), so React's first render replaces it with the same boxes.
 */
export function ShellFrame() {
  return <div className="contents" dangerouslySetInnerHTML={{ __html: SHELL_FRAME_HTML }} />;
}

/**
 * SPEC §8 "Failed to fetch current user": the sign-in check failed with something other than 401 (a 500, a timeout).
 * The frame stays and says so with a retry, so a passing server hiccup never looks like being signed out.
 */
export function CurrentUserFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen">
      <div className="contents" dangerouslySetInnerHTML={{ __html: SHELL_BARS_HTML }} />
      <main id="main" className="flex justify-center px-4 pt-[20svh]">
        <div role="alert" className="grid max-w-md justify-items-center gap-4 rounded-lg border border-destructive/40 bg-card p-6 text-center">
          <p className="text-destructive">{t('errors.auth.currentUserFailed')}</p>
          <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={onRetry}>
            {t('common.retry')}
          </button>
        </div>
      </main>
    </div>
  );
}

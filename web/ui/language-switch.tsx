import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { cn } from '../lib/cn';
import { LANGUAGES, languageFromSearch, switchLangHref } from '../lib/i18n';

/** SPEC §1: the EN/ES switch sets ?lang= in the address. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const current = languageFromSearch(search);
  return (
    <div role="group" aria-label={t('common.language')} className={cn('inline-flex rounded-md border border-border bg-card p-0.5', className)}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={current === lang}
          title={t(`common.languageName.${lang}`)}
          onClick={() => navigate(switchLangHref(pathname, search, lang), { replace: true })}
          className={cn(
            'rounded px-2 py-1 text-xs font-semibold uppercase',
            current === lang ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {lang.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

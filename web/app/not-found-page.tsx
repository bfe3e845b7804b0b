import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { homePathFor, useCurrentUser } from '../lib/current-user';
import { buttonVariants } from '../ui/button';
import { useDocumentTitle } from '../lib/document-title';

/** SPEC §2: any other path shows a real not-found page. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.notFoundTitle'));
  const { user } = useCurrentUser();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
      <svg viewBox="0 0 200 120" className="w-56" aria-hidden="true" focusable="false">
        <rect x="0" y="100" width="200" height="8" rx="2" fill="#d6d1c6" />
        {[20, 60, 140, 180].map((x) => (
          <path key={x} d={`M${x - 8} 104V40l8-12 8 12v64z`} fill="#14532d" />
        ))}
        <path d="M12 58h76M12 82h76M132 58h60M132 82h60" stroke="#14532d" strokeWidth="6" />
        <path d="M96 96l8-30 10 4-8 30z" fill="#92400e" opacity="0.7" />
      </svg>
      <div className="grid gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">404</p>
        <h1 className="text-3xl font-bold">{t('common.notFoundTitle')}</h1>
        <p className="text-muted-foreground">{t('common.notFoundBody')}</p>
      </div>
      <Link href={homePathFor(user)} className={buttonVariants()}>
        {user ? t('common.notFoundBackSignedIn') : t('common.notFoundBack')}
      </Link>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../lib/document-title';
import { useServerMessage } from '../../lib/server-message';
import { buttonVariants } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { useProfileContent, type ProfileContent } from './use-profile-content';

/** The shared frame of /testimonials and /faqs: header with "edit in settings", loading, error, empty state, list. */
export function ProfileContentLayout<T>({
  title,
  lead,
  className,
  select,
  empty,
  children,
}: {
  title: string;
  lead: string;
  className: string;
  select: (content: ProfileContent) => T[];
  empty: { icon: ReactNode; title: string; body: string };
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  useDocumentTitle(title);
  const profile = useProfileContent();
  const edit = (
    <Link href="/contractor/settings" className={buttonVariants({ variant: 'outline' })}>
      {t('profileContent.editInSettings')}
    </Link>
  );
  const items = profile.data ? select(profile.data) : [];
  return (
    <div className={`mx-auto grid gap-6 ${className}`}>
      <PageHeader title={title} description={lead} actions={edit} />
      {profile.isPending ? (
        <Spinner label={t('common.loading')} className="text-muted-foreground" />
      ) : profile.isError ? (
        <p role="alert" className="text-destructive">{serverText(profile.error)}</p>
      ) : items.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} description={empty.body} />
      ) : (
        children(items)
      )}
    </div>
  );
}

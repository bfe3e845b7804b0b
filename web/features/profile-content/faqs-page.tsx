import { HelpCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonVariants } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { useProfileContent } from './use-profile-content';
import { useDocumentTitle } from '../../lib/document-title';

/** /faqs — the questions and answers shown to the contractor's customers. */
export default function FaqsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.faqs'));
  const profile = useProfileContent();
  const edit = (
    <Link href="/contractor/settings" className={buttonVariants({ variant: 'outline' })}>
      {t('profileContent.editInSettings')}
    </Link>
  );
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader title={t('nav.faqs')} description={t('profileContent.faqsLead')} actions={edit} />
      {profile.isPending ? (
        <Spinner label={t('common.loading')} className="text-muted-foreground" />
      ) : profile.isError ? (
        <p role="alert" className="text-destructive">{profile.error.message}</p>
      ) : profile.data.faqs.length === 0 ? (
        <EmptyState icon={<HelpCircle />} title={t('profileContent.noFaqs')} description={t('profileContent.noFaqsBody')} />
      ) : (
        <div className="grid gap-3">
          {profile.data.faqs.map((item, index) => (
            <details key={`${item.question}-${index}`} className="group rounded-lg border border-border bg-card p-4 open:shadow-sm">
              <summary className="cursor-pointer list-none font-semibold marker:hidden">{item.question}</summary>
              <p className="mt-2 text-muted-foreground">{item.answer}</p>
            </details>
          ))}
        </div>
      )}
    </div>
  );
}

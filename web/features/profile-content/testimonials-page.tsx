import { MessageSquareQuote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonVariants } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { useProfileContent } from './use-profile-content';
import { useDocumentTitle } from '../../lib/document-title';

/** /testimonials — what customers say, shown on the contractor's quote pages. */
export default function TestimonialsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.testimonials'));
  const profile = useProfileContent();
  const edit = (
    <Link href="/contractor/settings" className={buttonVariants({ variant: 'outline' })}>
      {t('profileContent.editInSettings')}
    </Link>
  );
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <PageHeader title={t('nav.testimonials')} description={t('profileContent.testimonialsLead')} actions={edit} />
      {profile.isPending ? (
        <Spinner label={t('common.loading')} className="text-muted-foreground" />
      ) : profile.isError ? (
        <p role="alert" className="text-destructive">{profile.error.message}</p>
      ) : profile.data.testimonials.length === 0 ? (
        <EmptyState icon={<MessageSquareQuote />} title={t('profileContent.noTestimonials')} description={t('profileContent.noTestimonialsBody')} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {profile.data.testimonials.map((item, index) => (
            <li key={`${item.author}-${index}`}>
              <Card className="h-full">
                <CardContent className="grid gap-3 pt-6">
                  <blockquote className="text-foreground">“{item.text}”</blockquote>
                  <p className="text-sm font-semibold text-muted-foreground">— {item.author}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

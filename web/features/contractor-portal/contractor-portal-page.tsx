// /contractor-portal (SPEC §2, content decided in docs/decisions.md "Reports and contractor portal"): the contractor's
// hub for what homeowners see — the instant-quote short link, and a preview of their part of the quote page — with a
// way to edit each in Settings.
import { FileText, Pencil } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../lib/document-title';
import { useServerMessage } from '../../lib/server-message';
import { Button, buttonVariants } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { ShortLinkCard } from '../layout-editor/components/short-link-card';
import { ContractorBrandBar, FaqsSection, TestimonialsSection, type ContractorBrand } from '../quotes/customer-page-sections';
import { useSettings } from '../settings/settings-api';

const settingsTab = (tab: 'business' | 'customer-page' | 'quote-link') => `/contractor/settings?tab=${tab}`;

function EditLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      <Pencil aria-hidden="true" />
      {children}
    </Link>
  );
}

/** What a part of the page shows when the contractor has not written it yet (homeowners see nothing there). */
function MissingPart({ text, href, action }: { text: string; href: string; action: string }) {
  return (
    <div className="grid justify-items-start gap-2 rounded-lg border border-dashed border-border bg-card p-4 text-sm">
      <p className="text-muted-foreground">{text}</p>
      <Link href={href} className="font-medium text-primary underline underline-offset-4">
        {action}
      </Link>
    </div>
  );
}

function QuotePagePreview() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const settings = useSettings();
  const titleId = useId();
  if (settings.isPending) return <Spinner label={t('common.loading')} className="text-muted-foreground" />;
  if (settings.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-md border border-destructive/40 p-4">
        <p className="text-destructive">{serverText(settings.error, t('contractorPortal.loadFailed'))}</p>
        <Button variant="outline" onClick={() => void settings.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  const { business, customerPage } = settings.data;
  const brand: ContractorBrand = {
    businessName: business.businessName,
    phone: business.phone || null,
    licenseNumber: business.licenseNumber || null,
    brandColor: business.brandColor || null,
  };
  const { testimonials, faqs } = customerPage;
  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('contractorPortal.preview.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('contractorPortal.preview.lead')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <EditLink href={settingsTab('business')}>{t('contractorPortal.edit.business')}</EditLink>
          <EditLink href={settingsTab('customer-page')}>{t('contractorPortal.edit.testimonials')}</EditLink>
          <EditLink href={settingsTab('customer-page')}>{t('contractorPortal.edit.faqs')}</EditLink>
        </div>
      </div>
      <div role="region" aria-label={t('contractorPortal.preview.frame')} className="overflow-hidden rounded-lg border-2 border-dashed border-border bg-muted/30">
        <p className="bg-muted px-4 py-1.5 text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('contractorPortal.preview.badge')}</p>
        <ContractorBrandBar contractor={brand} className="px-4 py-4" />
        <div className="grid gap-6 px-4 py-6">
          <div className="flex items-center gap-3 rounded-lg border border-dashed border-border bg-card p-4 text-sm text-muted-foreground">
            <FileText aria-hidden="true" className="size-5 shrink-0" />
            <p>{t('contractorPortal.preview.quotePart')}</p>
          </div>
          {testimonials.length ? (
            <TestimonialsSection testimonials={testimonials} heading="h3" />
          ) : (
            <MissingPart text={t('contractorPortal.preview.noTestimonials')} href={settingsTab('customer-page')} action={t('contractorPortal.preview.addTestimonials')} />
          )}
          {faqs.length ? (
            <FaqsSection faqs={faqs} heading="h3" />
          ) : (
            <MissingPart text={t('contractorPortal.preview.noFaqs')} href={settingsTab('customer-page')} action={t('contractorPortal.preview.addFaqs')} />
          )}
        </div>
      </div>
    </section>
  );
}

export default function ContractorPortalPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('contractorPortal.title'));
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8">
      <PageHeader title={t('contractorPortal.title')} description={t('contractorPortal.lead')} className="mb-0" />
      <div className="grid gap-2">
        <ShortLinkCard />
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
          <span>{t('contractorPortal.linkNote')}</span>
          <Link href={settingsTab('quote-link')} className="font-medium text-primary underline underline-offset-4">
            {t('contractorPortal.edit.quoteLink')}
          </Link>
        </p>
      </div>
      <QuotePagePreview />
    </div>
  );
}

import { HelpCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProfileContentLayout } from './profile-content-layout';

/** /faqs — the questions and answers shown to the contractor's customers. */
export default function FaqsPage() {
  const { t } = useTranslation();
  return (
    <ProfileContentLayout
      title={t('nav.faqs')}
      lead={t('profileContent.faqsLead')}
      className="max-w-3xl"
      select={(c) => c.faqs}
      empty={{ icon: <HelpCircle />, title: t('profileContent.noFaqs'), body: t('profileContent.noFaqsBody') }}
    >
      {(faqs) => (
        <div className="grid gap-3">
          {faqs.map((item, index) => (
            <details key={`${item.question}-${index}`} className="group rounded-lg border border-border bg-card p-4 open:shadow-sm">
              <summary className="cursor-pointer list-none font-semibold marker:hidden">{item.question}</summary>
              <p className="mt-2 text-muted-foreground">{item.answer}</p>
            </details>
          ))}
        </div>
      )}
    </ProfileContentLayout>
  );
}

import { Calculator, CalendarCheck, FileCheck2, Languages, PencilRuler, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FenceBand, QuoteApprovedIllustration, ScheduleIllustration, YardPlanIllustration } from './illustrations';
import { CtaBand, FeatureGrid, Hero, Section, Steps } from './landing-sections';
import { useDocumentTitle } from '../../lib/document-title';

/** / — what Picket is, for both audiences. */
export default function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  return (
    <>
      <Hero
        eyebrow={t('home.eyebrow')}
        title={t('home.title')}
        lead={t('home.lead')}
        primary={{ href: '/quote', label: t('home.ctaQuote') }}
        secondary={{ href: '/contractor', label: t('home.ctaContractor') }}
        art={<YardPlanIllustration className="w-full drop-shadow-sm" />}
      />
      <FenceBand className="h-16 w-full" />
      <Section title={t('home.howTitle')} lead={t('home.howLead')}>
        <Steps
          steps={[
            { title: t('home.step1Title'), body: t('home.step1Body') },
            { title: t('home.step2Title'), body: t('home.step2Body') },
            { title: t('home.step3Title'), body: t('home.step3Body') },
          ]}
        />
      </Section>
      <section className="bg-card">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14 md:grid-cols-2">
          <article className="grid content-start gap-4 rounded-2xl border border-border bg-background p-8">
            <QuoteApprovedIllustration className="h-32 w-40" />
            <h2 className="text-2xl font-bold">{t('home.homeownersTitle')}</h2>
            <p className="text-muted-foreground">{t('home.homeownersBody')}</p>
            <Link href="/homeowner" className="font-semibold text-primary underline-offset-4 hover:underline">
              {t('home.homeownersLink')}
            </Link>
          </article>
          <article className="grid content-start gap-4 rounded-2xl border border-border bg-background p-8">
            <ScheduleIllustration className="h-32 w-40" />
            <h2 className="text-2xl font-bold">{t('home.contractorsTitle')}</h2>
            <p className="text-muted-foreground">{t('home.contractorsBody')}</p>
            <Link href="/contractor" className="font-semibold text-primary underline-offset-4 hover:underline">
              {t('home.contractorsLink')}
            </Link>
          </article>
        </div>
      </section>
      <Section title={t('home.featuresTitle')}>
        <FeatureGrid
          features={[
            { icon: <PencilRuler />, title: t('home.featureDrawTitle'), body: t('home.featureDrawBody') },
            { icon: <Calculator />, title: t('home.featurePriceTitle'), body: t('home.featurePriceBody') },
            { icon: <FileCheck2 />, title: t('home.featureApproveTitle'), body: t('home.featureApproveBody') },
            { icon: <CalendarCheck />, title: t('home.featureScheduleTitle'), body: t('home.featureScheduleBody') },
            { icon: <Wallet />, title: t('home.featurePayTitle'), body: t('home.featurePayBody') },
            { icon: <Languages />, title: t('home.featureLanguageTitle'), body: t('home.featureLanguageBody') },
          ]}
        />
      </Section>
      <CtaBand
        title={t('home.ctaBandTitle')}
        body={t('home.ctaBandBody')}
        primary={{ href: '/contractor-registration', label: t('home.ctaRegister') }}
        secondary={{ href: '/quote', label: t('home.ctaQuote') }}
      />
    </>
  );
}

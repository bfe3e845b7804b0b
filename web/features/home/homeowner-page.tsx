import { BadgeDollarSign, Clock, FileCheck2, Ruler, ShieldCheck, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FenceBand, QuoteApprovedIllustration, YardPlanIllustration } from './illustrations';
import { CtaBand, FeatureGrid, Hero, Section, Steps } from './landing-sections';
import { useDocumentTitle } from '../../lib/document-title';

/** /homeowner — pricing a fence as a homeowner. */
export default function HomeownerPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.homeowners'));
  const styles = ['vinyl', 'cedar', 'chain'] as const;
  return (
    <>
      <Hero
        eyebrow={t('home.homeowner.eyebrow')}
        title={t('home.homeowner.title')}
        lead={t('home.homeowner.lead')}
        primary={{ href: '/homeowner/quote', label: t('home.homeowner.ctaQuote') }}
        secondary={{ href: '/', label: t('home.homeowner.ctaLearn') }}
        art={<YardPlanIllustration className="w-full drop-shadow-sm" />}
      />
      <FenceBand className="h-16 w-full" />
      <Section title={t('home.homeowner.howTitle')}>
        <Steps
          steps={[
            { title: t('home.homeowner.step1Title'), body: t('home.homeowner.step1Body') },
            { title: t('home.homeowner.step2Title'), body: t('home.homeowner.step2Body') },
            { title: t('home.homeowner.step3Title'), body: t('home.homeowner.step3Body') },
          ]}
        />
      </Section>
      <Section title={t('home.homeowner.stylesTitle')} lead={t('home.homeowner.stylesLead')} className="pt-0">
        <ul className="grid gap-6 md:grid-cols-3">
          {styles.map((style) => (
            <li key={style} className="grid content-start gap-2 rounded-lg border border-border bg-card p-6">
              <h3 className="text-lg font-semibold">{t(`home.homeowner.style.${style}.name`)}</h3>
              <p className="text-muted-foreground">{t(`home.homeowner.style.${style}.body`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <section className="bg-card">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-[2fr_1fr]">
          <FeatureGrid
            features={[
              { icon: <Ruler />, title: t('home.homeowner.benefitMeasureTitle'), body: t('home.homeowner.benefitMeasureBody') },
              { icon: <BadgeDollarSign />, title: t('home.homeowner.benefitPriceTitle'), body: t('home.homeowner.benefitPriceBody') },
              { icon: <FileCheck2 />, title: t('home.homeowner.benefitApproveTitle'), body: t('home.homeowner.benefitApproveBody') },
              { icon: <Clock />, title: t('home.homeowner.benefitTimeTitle'), body: t('home.homeowner.benefitTimeBody') },
              { icon: <ShieldCheck />, title: t('home.homeowner.benefitPrivacyTitle'), body: t('home.homeowner.benefitPrivacyBody') },
              { icon: <Smartphone />, title: t('home.homeowner.benefitPhoneTitle'), body: t('home.homeowner.benefitPhoneBody') },
            ]}
          />
          <QuoteApprovedIllustration className="mx-auto hidden w-56 md:block" />
        </div>
      </section>
      <div className="pt-14">
        <CtaBand
          title={t('home.homeowner.ctaBandTitle')}
          body={t('home.homeowner.ctaBandBody')}
          primary={{ href: '/homeowner/quote', label: t('home.homeowner.ctaQuote') }}
        />
      </div>
    </>
  );
}

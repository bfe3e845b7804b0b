import { BellRing, Calculator, CalendarCheck, FileCheck2, Languages, PencilRuler, Users, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FenceBand, ScheduleIllustration } from './illustrations';
import { CtaBand, FeatureGrid, Hero, Section, Steps } from './landing-sections';
import { useDocumentTitle } from '../../lib/document-title';

/** /contractor — what Picket does for a fence company. */
export default function ContractorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.contractors'));
  return (
    <>
      <Hero
        eyebrow={t('home.contractor.eyebrow')}
        title={t('home.contractor.title')}
        lead={t('home.contractor.lead')}
        primary={{ href: '/contractor-registration', label: t('home.contractor.ctaRegister') }}
        secondary={{ href: '/login', label: t('home.contractor.ctaLogin') }}
        art={<ScheduleIllustration className="w-full drop-shadow-sm" />}
      />
      <FenceBand className="h-16 w-full" />
      <Section title={t('home.contractor.featuresTitle')} lead={t('home.contractor.featuresLead')}>
        <FeatureGrid
          features={[
            { icon: <PencilRuler />, title: t('home.contractor.featureDrawTitle'), body: t('home.contractor.featureDrawBody') },
            { icon: <Calculator />, title: t('home.contractor.featureRatesTitle'), body: t('home.contractor.featureRatesBody') },
            { icon: <FileCheck2 />, title: t('home.contractor.featureApproveTitle'), body: t('home.contractor.featureApproveBody') },
            { icon: <Users />, title: t('home.contractor.featureCustomersTitle'), body: t('home.contractor.featureCustomersBody') },
            { icon: <CalendarCheck />, title: t('home.contractor.featureScheduleTitle'), body: t('home.contractor.featureScheduleBody') },
            { icon: <Wallet />, title: t('home.contractor.featurePaymentsTitle'), body: t('home.contractor.featurePaymentsBody') },
            { icon: <BellRing />, title: t('home.contractor.featureNotifyTitle'), body: t('home.contractor.featureNotifyBody') },
            { icon: <Languages />, title: t('home.contractor.featureLanguageTitle'), body: t('home.contractor.featureLanguageBody') },
          ]}
        />
      </Section>
      <section className="bg-card">
        <Section title={t('home.contractor.startTitle')}>
          <Steps
            steps={[
              { title: t('home.contractor.step1Title'), body: t('home.contractor.step1Body') },
              { title: t('home.contractor.step2Title'), body: t('home.contractor.step2Body') },
              { title: t('home.contractor.step3Title'), body: t('home.contractor.step3Body') },
            ]}
          />
        </Section>
      </section>
      <div className="pt-14">
        <CtaBand
          title={t('home.contractor.ctaBandTitle')}
          body={t('home.contractor.ctaBandBody')}
          primary={{ href: '/contractor-registration', label: t('home.contractor.ctaRegister') }}
          secondary={{ href: '/quote', label: t('home.contractor.ctaTry') }}
        />
      </div>
    </>
  );
}

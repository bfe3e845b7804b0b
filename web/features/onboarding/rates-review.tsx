import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../core/money';
import type { OnboardingRates } from '../../../core/settings/settings.api';


/** The SPEC §9 contractor defaults the account starts with; changed later in Settings. */
export function RatesReview({ rates }: { rates: OnboardingRates }) {
  const { t } = useTranslation();
  const money = (cents: number) => formatCents(cents);
  const groups: { title: string; rows: [string, string][] }[] = [
    {
      title: t('onboarding.rates.perFoot'),
      rows: [
        [t('onboarding.rates.vinyl'), money(rates.materialPerFootVinylCents)],
        [t('onboarding.rates.cedar'), money(rates.materialPerFootCedarCents)],
        [t('onboarding.rates.chain'), money(rates.materialPerFootChainCents)],
      ],
    },
    {
      title: t('onboarding.rates.gates'),
      rows: [
        [t('onboarding.rates.vinyl'), money(rates.gatePriceVinylCents)],
        [t('onboarding.rates.cedar'), money(rates.gatePriceCedarCents)],
        [t('onboarding.rates.chain'), money(rates.gatePriceChainCents)],
      ],
    },
    {
      title: t('onboarding.rates.other'),
      rows: [
        [t('onboarding.rates.markup'), `${rates.markupPercentage}%`],
        [t('onboarding.rates.minimum'), money(rates.minimumChargeCents)],
        [t('onboarding.rates.removalFlat'), money(rates.removalFlatFeeCents)],
        [t('onboarding.rates.removalPerFoot'), money(rates.removalPerFootCents)],
        [t('onboarding.rates.excavation'), money(rates.excavationCents)],
        [t('onboarding.rates.concrete'), money(rates.concreteSetCents)],
        [t('onboarding.rates.deposit'), `${rates.depositPercentage}%`],
      ],
    },
  ];
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t('onboarding.rates.lead')}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        {groups.map((group) => (
          <section key={group.title} className="rounded-md border border-border p-3">
            <h3 className="mb-2 text-sm font-semibold">{group.title}</h3>
            <dl className="grid gap-1 text-sm">
              {group.rows.map(([label, value]) => (
                <div key={label} className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-medium tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </div>
  );
}

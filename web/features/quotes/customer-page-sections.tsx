// The contractor's parts of the homeowner's quote page: the branded header, testimonials and FAQs. The contractor
// portal previews them with these very components, so the preview is what homeowners get.
import { Phone } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export type ContractorBrand = {
  businessName: string;
  phone: string | null;
  licenseNumber: string | null;
  logoUrl?: string | null;
  brandColor: string | null;
};

type Heading = 'h2' | 'h3';

/** The brand colour as a top border, only when it is a plain #rrggbb. */
function brandColorOf(contractor: ContractorBrand): string | undefined {
  return contractor.brandColor && /^#[0-9a-f]{6}$/i.test(contractor.brandColor) ? contractor.brandColor : undefined;
}

export function ContractorBrandBar({ contractor, className, children }: { contractor: ContractorBrand; className?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const brand = brandColorOf(contractor);
  return (
    <div className="border-b border-border bg-card" style={brand ? { borderTop: `6px solid ${brand}` } : undefined}>
      <div className={cn('flex flex-wrap items-center justify-between gap-3', className)}>
        <div className="flex items-center gap-3">
          {contractor.logoUrl && contractor.logoUrl.startsWith('/') ? <img src={contractor.logoUrl} alt="" className="size-10 rounded" /> : null}
          <div>
            <p className="text-lg font-bold">{contractor.businessName}</p>
            <p className="text-sm text-muted-foreground">
              {contractor.phone ? (
                <a href={`tel:${contractor.phone}`} className="inline-flex items-center gap-1 underline-offset-4 hover:underline">
                  <Phone aria-hidden="true" className="size-3.5" />
                  {contractor.phone}
                </a>
              ) : null}
              {contractor.licenseNumber ? <span className="ml-3">{t('customerPage.license', { number: contractor.licenseNumber })}</span> : null}
            </p>
          </div>
        </div>
        {children}
      </div>
    </div>
  );
}

export function TestimonialsSection({ testimonials, heading: H = 'h2' }: { testimonials: { author: string; text: string }[]; heading?: Heading }) {
  const { t } = useTranslation();
  const id = useId();
  if (!testimonials.length) return null;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <H id={id} className="text-lg font-semibold">
        {t('customerPage.testimonials')}
      </H>
      {testimonials.map((x, i) => (
        <figure key={i} className="rounded-lg border border-border bg-card p-4 text-sm">
          <blockquote>“{x.text}”</blockquote>
          <figcaption className="mt-2 text-muted-foreground">— {x.author}</figcaption>
        </figure>
      ))}
    </section>
  );
}

export function FaqsSection({ faqs, heading: H = 'h2' }: { faqs: { question: string; answer: string }[]; heading?: Heading }) {
  const { t } = useTranslation();
  const id = useId();
  if (!faqs.length) return null;
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <H id={id} className="text-lg font-semibold">
        {t('customerPage.faqs')}
      </H>
      {faqs.map((f, i) => (
        <details key={i} className="rounded-lg border border-border bg-card p-3 text-sm">
          <summary className="cursor-pointer font-medium">{f.question}</summary>
          <p className="mt-2">{f.answer}</p>
        </details>
      ))}
    </section>
  );
}

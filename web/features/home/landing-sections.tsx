import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../../ui/button';

export type Cta = { href: string; label: string };

export function Hero({
  eyebrow,
  title,
  lead,
  primary,
  secondary,
  art,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  primary: Cta;
  secondary?: Cta;
  art: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-2 md:py-20">
        <div className="grid gap-6">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
          <h1 className="text-4xl font-extrabold leading-tight tracking-tight text-foreground sm:text-5xl">{title}</h1>
          <p className="text-lg text-muted-foreground">{lead}</p>
          <div className="flex flex-wrap gap-3">
            <Link href={primary.href} className={buttonVariants({ size: 'lg' })}>
              {primary.label}
            </Link>
            {secondary ? (
              <Link href={secondary.href} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
                {secondary.label}
              </Link>
            ) : null}
          </div>
        </div>
        <div className="mx-auto w-full max-w-lg">{art}</div>
      </div>
    </section>
  );
}

export function Section({ title, lead, children, className }: { title: string; lead?: string; children: ReactNode; className?: string }) {
  return (
    <section className={cn('mx-auto max-w-6xl px-4 py-14', className)}>
      <div className="mb-8 grid max-w-2xl gap-2">
        <h2 className="text-3xl font-bold tracking-tight">{title}</h2>
        {lead ? <p className="text-lg text-muted-foreground">{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}

export function Steps({ steps }: { steps: { title: string; body: string }[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="grid content-start gap-3 rounded-lg border border-border bg-card p-6 shadow-sm">
          <span className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground" aria-hidden="true">
            {index + 1}
          </span>
          <h3 className="text-lg font-semibold">{step.title}</h3>
          <p className="text-muted-foreground">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}

export function FeatureGrid({ features }: { features: { icon: ReactNode; title: string; body: string }[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {features.map((feature) => (
        <li key={feature.title} className="grid content-start gap-3 rounded-lg border border-border bg-card p-6">
          <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary [&_svg]:size-6" aria-hidden="true">
            {feature.icon}
          </span>
          <h3 className="text-lg font-semibold">{feature.title}</h3>
          <p className="text-muted-foreground">{feature.body}</p>
        </li>
      ))}
    </ul>
  );
}

export function CtaBand({ title, body, primary, secondary }: { title: string; body: string; primary: Cta; secondary?: Cta }) {
  return (
    <section className="mx-auto max-w-6xl px-4 pb-16">
      <div className="grid gap-6 rounded-2xl bg-primary px-6 py-10 text-primary-foreground md:grid-cols-[1fr_auto] md:items-center md:px-12">
        <div className="grid gap-2">
          <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
          <p className="text-green-100">{body}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href={primary.href} className={buttonVariants({ size: 'lg', variant: 'secondary' })}>
            {primary.label}
          </Link>
          {secondary ? (
            <Link href={secondary.href} className={cn(buttonVariants({ size: 'lg', variant: 'outline' }), 'border-green-200 bg-transparent text-primary-foreground hover:bg-primary-hover')}>
              {secondary.label}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}

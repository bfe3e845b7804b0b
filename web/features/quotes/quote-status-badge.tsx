import { useTranslation } from 'react-i18next';
import type { QuoteStatus } from '../../../core/quotes/quote-transitions';
import { Badge, type BadgeProps } from '../../ui/badge';

const variants: Record<QuoteStatus, BadgeProps['variant']> = {
  draft: 'outline',
  sent: 'secondary',
  approved: 'success',
  scheduled: 'secondary',
  completed: 'success',
  paid: 'success',
  converted_to_job: 'default',
  lost: 'destructive',
};

/** The status, and "Imported" beside it for a quote brought in by an import (issue 26). */
export function QuoteStatusBadge({ status, imported = false }: { status: QuoteStatus; imported?: boolean }) {
  const { t } = useTranslation();
  const badge = <Badge variant={variants[status]}>{t(`quotes.status.${status}`)}</Badge>;
  if (!imported) return badge;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {badge}
      <Badge variant="outline">{t('quotes.imported')}</Badge>
    </span>
  );
}

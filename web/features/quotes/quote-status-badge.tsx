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

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation();
  return <Badge variant={variants[status]}>{t(`quotes.status.${status}`)}</Badge>;
}

import { useTranslation } from 'react-i18next';
import type { PurchaseOrderStatus } from '../../../core/purchasing/purchase-order-status';
import { Badge, type BadgeProps } from '../../ui/badge';

const variant: Record<PurchaseOrderStatus, BadgeProps['variant']> = {
  draft: 'secondary', sent: 'default', partially_received: 'warning', received: 'success', closed: 'outline', cancelled: 'destructive',
};

export function OrderStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  const { t } = useTranslation();
  return <Badge variant={variant[status]}>{t(`purchasing.status.${status}`)}</Badge>;
}

import { PencilRuler, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ChooserDialog } from '../../ui/chooser-dialog';

/** SPEC §2: Quote opens a selector — Draw Property Layout or Select Materials. From a customer's page, for them. */
export function QuoteSelectorDialog({ open, onOpenChange, payload }: { open: boolean; onOpenChange: (open: boolean) => void; payload?: unknown }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const customerId = (payload as { customerId?: string } | undefined)?.customerId;
  const go = (path: string) => {
    onOpenChange(false);
    navigate(customerId ? `${path}?customerId=${encodeURIComponent(customerId)}` : path);
  };
  return (
    <ChooserDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('nav.quoteSelectorTitle')}
      description={t('nav.quoteSelectorDescription')}
      options={[
        { key: 'layout', icon: <PencilRuler />, label: t('nav.drawLayout'), description: t('nav.drawLayoutDescription'), onSelect: () => go('/contractor/quote') },
        { key: 'cart', icon: <ShoppingCart />, label: t('nav.selectMaterials'), description: t('nav.selectMaterialsDescription'), onSelect: () => go('/contractor/quote-cart') },
      ]}
    />
  );
}

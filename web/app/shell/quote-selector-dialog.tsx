import { PencilRuler, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ChooserDialog } from '../../ui/chooser-dialog';

/** SPEC §2: Quote opens a selector — Draw Property Layout or Select Materials. */
export function QuoteSelectorDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const go = (path: string) => {
    onOpenChange(false);
    navigate(path);
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

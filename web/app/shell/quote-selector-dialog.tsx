import { PencilRuler, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';

/** SPEC §2: Quote opens a selector — Draw Property Layout or Select Materials. */
export function QuoteSelectorDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const go = (path: string) => {
    onOpenChange(false);
    navigate(path);
  };
  const options = [
    { path: '/contractor/quote', icon: <PencilRuler />, label: t('nav.drawLayout'), description: t('nav.drawLayoutDescription') },
    { path: '/contractor/quote-cart', icon: <ShoppingCart />, label: t('nav.selectMaterials'), description: t('nav.selectMaterialsDescription') },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('nav.quoteSelectorTitle')}</DialogTitle>
          <DialogDescription>{t('nav.quoteSelectorDescription')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 sm:grid-cols-2">
          {options.map((option) => (
            <button
              key={option.path}
              type="button"
              onClick={() => go(option.path)}
              className="flex flex-col items-start gap-3 rounded-lg border border-border bg-card p-4 text-left transition-colors hover:border-primary hover:bg-secondary"
            >
              <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-primary [&_svg]:size-5" aria-hidden="true">
                {option.icon}
              </span>
              <span className="font-semibold">{option.label}</span>
              <span className="text-sm text-muted-foreground">{option.description}</span>
            </button>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}

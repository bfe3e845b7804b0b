// Phones have no header (SPEC §2 hides it), so the top bar offers the same search in a sheet: tap the magnifier, type,
// choose a result; the sheet closes as the result opens.
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import { GlobalSearch } from './global-search';
import { Tip } from '../../ui/tooltip';

export function MobileSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tip label={t('search.label')}>
        <Button variant="ghost" size="icon" aria-label={t('search.label')} onClick={() => setOpen(true)}>
          <Search aria-hidden="true" />
        </Button>
      </Tip>
      <Dialog open={open} onOpenChange={setOpen}>
        {/* Near the top, so the on-screen keyboard leaves the results in view. */}
        <DialogContent className="top-4 translate-y-0 gap-3 p-4">
          <DialogHeader>
            <DialogTitle>{t('search.label')}</DialogTitle>
            <DialogDescription className="sr-only">{t('search.placeholder')}</DialogDescription>
          </DialogHeader>
          <GlobalSearch variant="sheet" onChosen={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}

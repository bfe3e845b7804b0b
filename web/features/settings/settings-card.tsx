import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';

export { SettingsCard } from '../../ui/settings-card';

/** The tab's Save button: full width on a phone, "Saving..." while the request runs, a note while edits are unsaved. */
export function SaveButton({ pending, dirty, label }: { pending: boolean; dirty: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
      {dirty ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('settings.unsaved')}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        {pending ? t('settings.saving') : label}
      </Button>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Card, CardContent, CardDescription, CardHeader } from './card';

/** One group of related fields inside a settings tab. */
export function SettingsCard({ title, description, children }: { title: ReactNode; description?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <h2 className="text-lg font-semibold leading-tight">{title}</h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-4 p-4 pt-0 sm:p-6 sm:pt-0">{children}</CardContent>
    </Card>
  );
}

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

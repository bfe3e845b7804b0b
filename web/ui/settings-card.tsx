import type { ReactNode } from 'react';
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

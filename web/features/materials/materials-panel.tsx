import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialLine } from '../../../core/materials/material-line';
import { MaterialsTable } from './materials-table';

/** The editor's list panel: the order as the drawing stands, without the working (the list page has it). */
export const MaterialsPanel = memo(function MaterialsPanel({ lines }: { lines: MaterialLine[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="materials-panel-title" className="grid gap-2">
      <h2 id="materials-panel-title" className="text-base font-semibold">{t('materials.panelTitle')}</h2>
      <p className="text-xs text-muted-foreground">{t('materials.panelHelp')}</p>
      {lines.length === 0 ? <p className="text-sm text-muted-foreground">{t('materials.panelEmpty')}</p> : <MaterialsTable lines={lines} caption={t('materials.panelTitle')} showWhy={false} />}
    </section>
  );
});

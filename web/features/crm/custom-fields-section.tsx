// Settings → CRM → Custom fields: which Picket value goes into which GoHighLevel custom field, and how it is written
// (a format rule, SPEC §5: up to 500 characters, previewed on a sample customer before it is saved).
import { useTranslation } from 'react-i18next';
import type { FieldMapping } from '../../../core/crm/field-mapping.schema';
import { Badge } from '../../ui/badge';
import { useDeleteFieldMapping, useFieldMappings } from './crm-mappings-api';
import { CrmListSection } from './crm-list-section';
import { FieldMappingDialog } from './field-mapping-dialog';

export function CustomFieldsSection() {
  const { t } = useTranslation();
  const mappings = useFieldMappings();
  const remove = useDeleteFieldMapping();

  const fieldName = (m: FieldMapping) => t(`crm.fieldMappings.picketFields.${m.picketField}`);
  const crmName = (m: FieldMapping) => m.ghlFieldName || m.ghlFieldId;

  return (
    <CrmListSection
      prefix="crm.fieldMappings"
      query={mappings}
      items={(data) => data.mappings}
      remove={remove}
      name={crmName}
      row={(m) => ({
        heading: (
          <>
            <span className="wrap-anywhere">{fieldName(m)}</span>
            <span aria-hidden="true">→</span>
            <span className="sr-only">{t('crm.fieldMappings.goesTo')}</span>
            <span className="wrap-anywhere">{crmName(m)}</span>
            <Badge variant="secondary">{t(`crm.fieldMappings.models.${m.ghlFieldModel}`)}</Badge>
          </>
        ),
        details: (
          <span className="text-sm text-muted-foreground wrap-anywhere">
            {m.formatRule ? t('crm.fieldMappings.ruleSummary', { rule: m.formatRule }) : t('crm.fieldMappings.noRule')}
          </span>
        ),
      })}
      dialog={(mapping, onOpenChange) => (
        <FieldMappingDialog
          mapping={mapping}
          // One CRM field takes one Picket field: the others' fields are taken.
          taken={mappings.data?.mappings.filter((m) => m.id !== mapping?.id).map((m) => m.ghlFieldId) ?? []}
          open
          onOpenChange={onOpenChange}
        />
      )}
    />
  );
}

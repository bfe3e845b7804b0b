// Which column feeds which customer field; guessed by the server from the headers, every choice changeable.
import { useTranslation } from 'react-i18next';
import { CUSTOMER_IMPORT_FIELDS, type ColumnMapping, type CustomerImportField } from '../../../core/imports/column-guess';
import { useServerMessage } from '../../lib/server-message';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Label } from '../../ui/label';
import { NativeSelect } from '../../ui/native-select';
import { useSetMapping } from './import-api';

export function ImportMapping({ id, headers, mapping }: { id: string; headers: string[]; mapping: ColumnMapping }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const save = useSetMapping(id);
  const change = (field: CustomerImportField, value: string) => save.mutate({ ...mapping, [field]: value === '' ? null : Number(value) });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('imports.mapping.title')}</CardTitle>
        <CardDescription>{t('imports.mapping.help')}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CUSTOMER_IMPORT_FIELDS.map((field) => (
            <div key={field} className="grid min-w-0 gap-2">
              <Label htmlFor={`map-${field}`}>{t(`imports.fields.${field}`)}</Label>
              <NativeSelect id={`map-${field}`} value={mapping[field] ?? ''} disabled={save.isPending} onChange={(e) => change(field, e.target.value)}>
                <option value="">{t('imports.mapping.none')}</option>
                {headers.map((h, i) => (
                  <option key={i} value={i}>{h || t('imports.mapping.column', { n: i + 1 })}</option>
                ))}
              </NativeSelect>
            </div>
          ))}
        </div>
        {save.isError ? <p role="alert" className="mt-3 text-sm text-destructive">{serverText(save.error)}</p> : null}
      </CardContent>
    </Card>
  );
}

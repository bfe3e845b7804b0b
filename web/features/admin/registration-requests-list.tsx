import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../core/customers/phone';
import { Badge } from '../../ui/badge';
import { Card, CardContent } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { useServerMessage } from '../../lib/server-message';

type RegistrationRequest = {
  id: string;
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phone: string;
  contractorType: string | null;
  status: string;
  notes: string | null;
  createdAt: string;
};

/** Requests from /contractor-registration (status starts at pending, SPEC §4). */
export function RegistrationRequestsList() {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const list = useQuery<RegistrationRequest[]>({ queryKey: ['/api/admin/registration-requests'] });
  if (list.isPending) return <Spinner label={t('common.loading')} className="text-muted-foreground" />;
  if (list.isError) return <p role="alert" className="text-destructive">{serverText(list.error)}</p>;
  if (list.data.length === 0) return <EmptyState icon={<Inbox />} title={t('admin.noRequests')} description={t('admin.noRequestsBody')} />;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {list.data.map((r) => (
        <li key={r.id}>
          <Card>
            <CardContent className="grid gap-1 pt-6 text-sm">
              <div className="flex items-start justify-between gap-2">
                <h3 className="text-base font-semibold">{r.companyName}</h3>
                <Badge variant={r.status === 'pending' ? 'warning' : 'secondary'}>{t(`admin.requestStatus.${r.status}`, { defaultValue: r.status })}</Badge>
              </div>
              <p>{r.firstName} {r.lastName}</p>
              <p className="text-muted-foreground">{r.email} · {formatPhone(r.phone)}</p>
              {r.contractorType ? <p className="text-muted-foreground">{t(`registration.type.${r.contractorType}`, { defaultValue: r.contractorType })}</p> : null}
              {r.notes ? <p className="mt-2 whitespace-pre-line">{r.notes}</p> : null}
              <p className="mt-2 text-xs text-muted-foreground">{new Date(r.createdAt).toLocaleDateString(i18n.language === 'es' ? 'es-US' : 'en-US')}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { listAdminContractors, setAdminContractorActive } from '../../../core/admin/admin.api';
import { apiCall, contractQueryKey, useContractQuery } from '../../lib/api-contract';
import { useServerMessage } from '../../lib/server-message';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';

export const ADMIN_CONTRACTORS_KEY = contractQueryKey(listAdminContractors);

export function ContractorsTable() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const queryClient = useQueryClient();
  const list = useContractQuery(listAdminContractors, {});
  const toggle = useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => apiCall(setAdminContractorActive, { params: { id }, body: { isActive } }),
    onSuccess: (_data, { isActive }) => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_CONTRACTORS_KEY });
      toast({ title: isActive ? t('admin.activated') : t('admin.deactivated') });
    },
    onError: (error) => toast({ title: t('common.error'), description: serverText(error), variant: 'destructive' }),
  });

  if (list.isPending) return <Spinner label={t('common.loading')} className="text-muted-foreground" />;
  if (list.isError) return <p role="alert" className="text-destructive">{serverText(list.error)}</p>;
  if (list.data.length === 0) return <EmptyState icon={<Users />} title={t('admin.noContractors')} description={t('admin.noContractorsBody')} />;

  return (
    <div className="relative overflow-x-auto rounded-lg border border-border bg-card">
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">{t('admin.tabContractors')}</caption>
        <thead className="border-b border-border bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.colName')}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.colEmail')}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.colActive')}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.colOnboarding')}</th>
            <th scope="col" className="px-4 py-3 font-medium"><span className="sr-only">{t('admin.colActions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {list.data.map((c) => {
            const name = c.businessName || c.name || c.email;
            return (
              <tr key={c.id} className="border-b border-border last:border-0">
                <th scope="row" className="px-4 py-3 font-medium">
                  <Link href={`/admin/contractors/${c.id}`} className="text-primary underline-offset-4 hover:underline">{name}</Link>
                </th>
                <td className="px-4 py-3 text-muted-foreground">{c.email}</td>
                <td className="px-4 py-3">
                  <Badge variant={c.isActive ? 'success' : 'outline'}>{c.isActive ? t('admin.active') : t('admin.inactive')}</Badge>
                </td>
                <td className="px-4 py-3">
                  <Badge variant={c.onboardingComplete ? 'secondary' : 'warning'}>
                    {c.onboardingComplete ? t('admin.onboardingDone') : t('admin.onboardingPending')}
                  </Badge>
                </td>
                <td className="px-4 py-3 text-right">
                  <Button
                    size="sm"
                    variant={c.isActive ? 'outline' : 'secondary'}
                    disabled={toggle.isPending}
                    aria-label={c.isActive ? t('admin.deactivateNamed', { name }) : t('admin.activateNamed', { name })}
                    onClick={() => toggle.mutate({ id: c.id, isActive: !c.isActive })}
                  >
                    {c.isActive ? t('admin.deactivate') : t('admin.activate')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

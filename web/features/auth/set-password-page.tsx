import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { passwordSchema } from '../../../core/auth/auth.schema';
import * as authApi from '../../../core/auth/auth.api';
import { apiCall } from '../../lib/api-contract';
import { useDocumentTitle } from '../../lib/document-title';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button, buttonVariants } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { homePathFor, setCurrentUser } from './current-user';

/** The link's token rides in the fragment (#token=…): never sent to a server, so never in a log or a Referer. */
function tokenFromHash(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

/** /set-password#token=… — an invitation or a reset link: choose a password, be signed in, go on (onboarding). */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const vm = useValidationMessage();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [token] = useState(tokenFromHash);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  const link = useQuery({
    queryKey: ['password-link', token],
    queryFn: () => apiCall(authApi.inspectPasswordLink, { body: { token } }),
    retry: false,
    staleTime: Infinity,
  });
  const invitation = link.data?.purpose === 'invitation';
  useDocumentTitle(invitation ? t('accounts.set.invitationTitle') : t('accounts.set.resetTitle'));

  const save = useMutation({
    mutationFn: (body: { token: string; password: string }) => apiCall(authApi.setPassword, { body }),
    onSuccess: (user) => {
      setCurrentUser(queryClient, user);
      toast({ title: t('accounts.set.savedTitle'), description: invitation ? t('accounts.set.savedWelcome') : t('accounts.set.savedBody') });
      navigate(homePathFor(user), { replace: true });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordSchema.safeParse(password);
    const next = {
      password: parsed.success ? undefined : vm(parsed.error.issues[0]?.message),
      confirm: parsed.success && confirm !== password ? t('accounts.set.mismatch') : undefined,
    };
    setErrors(next);
    if (!next.password && !next.confirm) save.mutate({ token, password });
  };

  if (link.isPending) return <Spinner label={t('common.loading')} className="mx-auto my-20 text-muted-foreground" />;
  if (link.isError) {
    return (
      <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12 sm:py-20">
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-bold">{t('accounts.set.invalidTitle')}</h1>
            <CardDescription>{serverText(link.error, t('accounts.set.invalidBody'))}</CardDescription>
          </CardHeader>
          <CardContent>
            <Link href="/forgot-password" className={buttonVariants({ className: 'w-full' })}>
              {t('accounts.set.askAgain')}
            </Link>
          </CardContent>
        </Card>
      </section>
    );
  }

  const { email, firstName } = link.data;
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12 sm:py-20">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">
            {invitation ? (firstName ? t('accounts.set.invitationHeadingNamed', { name: firstName }) : t('accounts.set.invitationTitle')) : t('accounts.set.resetTitle')}
          </h1>
          <CardDescription>{invitation ? t('accounts.set.invitationLead', { email }) : t('accounts.set.resetLead', { email })}</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={onSubmit} noValidate>
            {save.isError ? (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-destructive">
                {serverText(save.error, t('accounts.set.failed'))}
              </p>
            ) : null}
            {/* For password managers: the account the new password belongs to. */}
            <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
            <FormField label={t('accounts.set.newPassword')} error={errors.password} hint={t('accounts.set.rule')}>
              <Input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </FormField>
            <FormField label={t('accounts.set.confirmPassword')} error={errors.confirm}>
              <Input type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
            </FormField>
            <Button type="submit" disabled={save.isPending} className="w-full">
              {save.isPending ? t('accounts.set.saving') : invitation ? t('accounts.set.submitInvitation') : t('accounts.set.submitReset')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}

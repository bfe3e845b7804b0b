import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import * as authApi from '../../../core/auth/auth.api';
import { apiCall } from '../../lib/api-contract';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { setCurrentUser } from './current-user';
import { useDocumentTitle } from '../../lib/document-title';
import { useServerMessage } from '../../lib/server-message';

type Errors = { email?: string; password?: string; form?: string };

/** /login — after success the route guard applies SPEC §4's redirect rule (admin, ?redirect=, onboarding). */
export default function LoginPage() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  useDocumentTitle(t('nav.login'));
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const login = useMutation({
    mutationFn: (body: { email: string; password: string }) => apiCall(authApi.login, { body }),
    onSuccess: (user) => setCurrentUser(queryClient, user),
    onError: (error) => {
      // The server's words by their key in the page's language: 401 "Invalid email or password", 429 the throttle's minutes.
      setErrors({ form: serverText(error, t('auth.loginFailed')) });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) next.email = t('auth.emailInvalid');
    if (!password) next.password = t('auth.passwordRequired');
    setErrors(next);
    if (next.email || next.password) return;
    login.mutate({ email: email.trim(), password });
  };

  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12 sm:py-20">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{t('auth.loginTitle')}</h1>
          <CardDescription>{t('auth.loginSubtitle')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={onSubmit} noValidate>
            {errors.form ? (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-destructive">
                {errors.form}
              </p>
            ) : null}
            <FormField label={t('auth.email')} error={errors.email}>
              <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            </FormField>
            <FormField label={t('auth.password')} error={errors.password}>
              <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </FormField>
            <Link href="/forgot-password" className="-mt-2 justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline">
              {t('accounts.forgotLink')}
            </Link>
            <Button type="submit" disabled={login.isPending} className="w-full">
              {login.isPending ? t('auth.signingIn') : t('auth.signIn')}
            </Button>
          </form>
        </CardContent>
      </Card>
      <p className="text-center text-sm text-muted-foreground">
        {t('auth.noAccount')}{' '}
        <Link href="/contractor-registration" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('auth.requestAccess')}
        </Link>
      </p>
    </section>
  );
}

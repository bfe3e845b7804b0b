import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { forgotPasswordSchema } from '../../../core/auth/auth.schema';
import { requestPasswordReset } from '../../../core/auth/auth.api';
import { apiCall } from '../../lib/api-contract';
import { useDocumentTitle } from '../../lib/document-title';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';

/** /forgot-password — asks for a reset link; the answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const vm = useValidationMessage();
  useDocumentTitle(t('accounts.forgot.title'));
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const request = useMutation({
    mutationFn: (body: { email: string; language: 'en' | 'es' }) => apiCall(requestPasswordReset, { body }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    setError(parsed.success ? undefined : vm(parsed.error.issues[0]?.message));
    if (parsed.success) request.mutate({ email: parsed.data.email, language: i18n.language === 'es' ? 'es' : 'en' });
  };

  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12 sm:py-20">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{t('accounts.forgot.title')}</h1>
          <CardDescription>{t('accounts.forgot.lead')}</CardDescription>
        </CardHeader>
        <CardContent>
          {request.isSuccess ? (
            <div role="status" className="grid justify-items-center gap-3 text-center">
              <MailCheck aria-hidden="true" className="size-10 text-success" />
              <p className="font-medium">{t('accounts.forgot.sentTitle')}</p>
              <p className="text-sm text-muted-foreground">{t('accounts.forgot.sentBody', { email: email.trim() })}</p>
            </div>
          ) : (
            <form className="grid gap-4" onSubmit={onSubmit} noValidate>
              {request.isError ? (
                <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-destructive">
                  {serverText(request.error, t('accounts.forgot.failed'))}
                </p>
              ) : null}
              <FormField label={t('auth.email')} error={error}>
                <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
              </FormField>
              <Button type="submit" disabled={request.isPending} className="w-full">
                {request.isPending ? t('accounts.forgot.sending') : t('accounts.forgot.submit')}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
      <p className="text-center text-sm">
        <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('accounts.backToLogin')}
        </Link>
      </p>
    </section>
  );
}

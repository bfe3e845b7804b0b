import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { logout } from '../../../core/auth/auth.api';
import { apiCall } from '../../lib/api-contract';
import { toast } from '../../ui/use-toast';
import { setCurrentUser } from './current-user';
import { setLoggingOut } from './logout-state';

// SPEC §9: navigation and logout redirect delay 100 ms.
export const LOGOUT_REDIRECT_DELAY_MS = 100;

/** SPEC §4 Logout flow and §8 logout failure toast. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => apiCall(logout),
    onMutate: () => setLoggingOut(true),
    onSuccess: () => {
      // Another tenant may sign in next in this tab: drop everything cached, then mark the user gone.
      queryClient.removeQueries();
      setCurrentUser(queryClient, null);
      toast({ title: t('auth.loggedOutTitle'), description: t('auth.loggedOutDescription') });
      setTimeout(() => {
        navigate('/');
        setLoggingOut(false);
      }, LOGOUT_REDIRECT_DELAY_MS);
    },
    onError: () => {
      setLoggingOut(false);
      toast({ title: t('common.error'), description: t('auth.logoutFailed'), variant: 'destructive' });
    },
  });
}

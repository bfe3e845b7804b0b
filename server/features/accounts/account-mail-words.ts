// The account mails (invitation, password reset) in the reader's language.
import type { PasswordLinkPurpose } from '../../../core/auth/auth.schema';

export interface AccountMailInput {
  firstName: string | null;
  business: string | null;
  link: string;
  expiresAt: Date;
  /** The contractor's time zone (SPEC §9 default America/Chicago). */
  timeZone: string;
}

type Words = Record<PasswordLinkPurpose, { subject: string; body: (m: AccountMailInput) => string }>;

const when = (date: Date, timeZone: string, locale: string) =>
  date.toLocaleString(locale, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' });

export const accountMailWords: Record<'en' | 'es', Words> = {
  en: {
    invitation: {
      subject: 'Welcome to Picket: choose your password',
      body: (m) =>
        [
          `Hello${m.firstName ? ` ${m.firstName}` : ''},`,
          '',
          `Your Picket account${m.business ? ` for ${m.business}` : ''} has been approved. Choose your password to sign in and finish setting up your business:`,
          '',
          m.link,
          '',
          `The link works once and until ${when(m.expiresAt, m.timeZone, 'en-US')}. If it has expired, use “Forgot password?” on the sign-in page to get a new link.`,
          '',
          'The Picket team',
        ].join('\n'),
    },
    password_reset: {
      subject: 'Reset your Picket password',
      body: (m) =>
        [
          `Hello${m.firstName ? ` ${m.firstName}` : ''},`,
          '',
          'We were asked to reset the password of your Picket account. Choose a new password here:',
          '',
          m.link,
          '',
          `The link works once and until ${when(m.expiresAt, m.timeZone, 'en-US')}. If you did not ask for this, ignore this email: your password stays as it is.`,
          '',
          'The Picket team',
        ].join('\n'),
    },
  },
  es: {
    invitation: {
      subject: 'Bienvenido a Picket: elige tu contraseña',
      body: (m) =>
        [
          `Hola${m.firstName ? ` ${m.firstName}` : ''}:`,
          '',
          `Tu cuenta de Picket${m.business ? ` para ${m.business}` : ''} fue aprobada. Elige tu contraseña para iniciar sesión y terminar de configurar tu negocio:`,
          '',
          m.link,
          '',
          `El enlace funciona una sola vez y hasta el ${when(m.expiresAt, m.timeZone, 'es-US')}. Si ya venció, usa «¿Olvidaste tu contraseña?» en la página de inicio de sesión para recibir otro enlace.`,
          '',
          'El equipo de Picket',
        ].join('\n'),
    },
    password_reset: {
      subject: 'Restablece tu contraseña de Picket',
      body: (m) =>
        [
          `Hola${m.firstName ? ` ${m.firstName}` : ''}:`,
          '',
          'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Picket. Elige una nueva contraseña aquí:',
          '',
          m.link,
          '',
          `El enlace funciona una sola vez y hasta el ${when(m.expiresAt, m.timeZone, 'es-US')}. Si no lo pediste, ignora este correo: tu contraseña no cambia.`,
          '',
          'El equipo de Picket',
        ].join('\n'),
    },
  },
};

/** The page the link opens; the token rides in the fragment, so it never reaches a server log or a Referer header. */
export function passwordLinkUrl(publicUrl: string, token: string, language: 'en' | 'es'): string {
  return `${publicUrl.replace(/\/+$/, '')}/set-password${language === 'es' ? '?lang=es' : ''}#token=${token}`;
}

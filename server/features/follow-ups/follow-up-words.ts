// The follow-up messages in the homeowner's language (the language their quote is written in). Email and SMS; a
// stored copy gets a placeholder for the link (capability links are never logged, DESIGN §3).
import type { FollowUpKind } from '../../../core/follow-ups/follow-up.schema';

export type FollowUpLanguage = 'en' | 'es';

export interface FollowUpFacts {
  firstName: string;
  business: string;
  contractorPhone: string | null;
  quoteNumber: number | null;
  total: string | null;
  milestoneName: string | null;
  amount: string | null;
  jobNumber: string | null;
  /** The due date as the homeowner reads it ("March 3, 2026" / "3 de marzo de 2026"). */
  dueDate: string | null;
  /** The quote's page or the milestone's pay link; null: no online payment (they are asked to get in touch). */
  link: string | null;
}

export interface FollowUpMessage {
  subject: string;
  email: string;
  sms: string;
}

const call = (phone: string | null, lang: FollowUpLanguage) => (phone ? (lang === 'es' ? ` o llámanos al ${phone}` : ` or call us at ${phone}`) : '');

const en = (kind: FollowUpKind, f: FollowUpFacts): FollowUpMessage => {
  const hello = `Hello ${f.firstName || 'there'},`;
  const sign = `\n\nThank you,\n${f.business}`;
  switch (kind) {
    case 'quote_not_opened':
      return {
        subject: `Your fence quote #${f.quoteNumber} from ${f.business} is waiting`,
        email: `${hello}\n\nA few days ago we sent you fence quote #${f.quoteNumber} (total ${f.total}). You can read it and approve it online here:\n${f.link}\n\nQuestions? Reply to this email${call(f.contractorPhone, 'en')}.${sign}`,
        sms: `${f.business}: your fence quote #${f.quoteNumber} (${f.total}) is ready to view: ${f.link}`,
      };
    case 'quote_not_approved':
      return {
        subject: `Any questions about quote #${f.quoteNumber}?`,
        email: `${hello}\n\nThank you for looking at fence quote #${f.quoteNumber} (total ${f.total}). If you have questions or would like changes, reply to this email${call(f.contractorPhone, 'en')}. When you are ready, you can approve it here:\n${f.link}${sign}`,
        sms: `${f.business}: any questions about quote #${f.quoteNumber}? Approve it when you're ready: ${f.link}`,
      };
    case 'milestone_due':
    case 'milestone_overdue': {
      const due = kind === 'milestone_due';
      const what = `your ${f.milestoneName} payment of ${f.amount} for job #${f.jobNumber}`;
      const when = due ? `is due on ${f.dueDate}` : `was due on ${f.dueDate} and has not been received yet`;
      const pay = f.link ? `You can pay it by card here:\n${f.link}` : 'Please contact us to arrange payment.';
      return {
        subject: due ? `Payment due ${f.dueDate}: ${f.milestoneName} for job #${f.jobNumber}` : `Payment overdue: ${f.milestoneName} for job #${f.jobNumber}`,
        email: `${hello}\n\nA reminder that ${what} ${when}. ${pay}\n\nAlready paid? Please ignore this message.${sign}`,
        sms: `${f.business}: ${what} ${when}. ${f.link ? `Pay by card: ${f.link}` : 'Please contact us to arrange payment.'}`,
      };
    }
  }
};

const es = (kind: FollowUpKind, f: FollowUpFacts): FollowUpMessage => {
  const hello = `Hola ${f.firstName},`.replace(' ,', ',');
  const sign = `\n\nGracias,\n${f.business}`;
  switch (kind) {
    case 'quote_not_opened':
      return {
        subject: `Tu cotización de cerca #${f.quoteNumber} de ${f.business} te espera`,
        email: `${hello}\n\nHace unos días te enviamos la cotización de cerca #${f.quoteNumber} (total ${f.total}). Puedes revisarla y aprobarla en línea aquí:\n${f.link}\n\n¿Preguntas? Responde a este correo${call(f.contractorPhone, 'es')}.${sign}`,
        sms: `${f.business}: tu cotización de cerca #${f.quoteNumber} (${f.total}) está lista: ${f.link}`,
      };
    case 'quote_not_approved':
      return {
        subject: `¿Tienes preguntas sobre la cotización #${f.quoteNumber}?`,
        email: `${hello}\n\nGracias por revisar la cotización de cerca #${f.quoteNumber} (total ${f.total}). Si tienes preguntas o quieres cambios, responde a este correo${call(f.contractorPhone, 'es')}. Cuando estés listo, puedes aprobarla aquí:\n${f.link}${sign}`,
        sms: `${f.business}: ¿preguntas sobre la cotización #${f.quoteNumber}? Apruébala cuando quieras: ${f.link}`,
      };
    case 'milestone_due':
    case 'milestone_overdue': {
      const due = kind === 'milestone_due';
      const what = `tu pago de ${f.milestoneName} por ${f.amount} del trabajo #${f.jobNumber}`;
      const when = due ? `vence el ${f.dueDate}` : `venció el ${f.dueDate} y aún no lo hemos recibido`;
      const pay = f.link ? `Puedes pagarlo con tarjeta aquí:\n${f.link}` : 'Por favor comunícate con nosotros para acordar el pago.';
      return {
        subject: due ? `Pago con vencimiento el ${f.dueDate}: ${f.milestoneName} del trabajo #${f.jobNumber}` : `Pago vencido: ${f.milestoneName} del trabajo #${f.jobNumber}`,
        email: `${hello}\n\nTe recordamos que ${what} ${when}. ${pay}\n\n¿Ya pagaste? Por favor ignora este mensaje.${sign}`,
        sms: `${f.business}: ${what} ${when}. ${f.link ? `Paga con tarjeta: ${f.link}` : 'Comunícate con nosotros para acordar el pago.'}`,
      };
    }
  }
};

export function followUpMessage(kind: FollowUpKind, language: FollowUpLanguage, facts: FollowUpFacts): FollowUpMessage {
  return (language === 'es' ? es : en)(kind, facts);
}

/** A YYYY-MM-DD date in words of the language. */
export function followUpDate(date: string, language: FollowUpLanguage): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(language === 'es' ? 'es-US' : 'en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

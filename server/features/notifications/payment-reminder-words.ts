// The contractor's "Send Reminder" (SPEC §2) as the homeowner reads it: in their language (the language of the job's
// quote, see follow-ups/homeowner-language.ts), with the milestone's pay link when card payments are on.
export interface ReminderFacts {
  business: string;
  milestoneName: string;
  amount: string;
  jobNumber: string;
  /** The due date in words of the language, or null when the milestone has none. */
  dueDate: string | null;
  link: string | null;
}

export const paymentReminderWords = {
  en: {
    subject: (f: ReminderFacts) => `Payment reminder: ${f.milestoneName} for Job #${f.jobNumber}`,
    text: (f: ReminderFacts) =>
      `${f.business}: a friendly reminder that your ${f.milestoneName} payment of ${f.amount} for Job #${f.jobNumber}${f.dueDate ? ` was due on ${f.dueDate}` : ' is due'}. ${f.link ? `Pay by card: ${f.link}` : 'Please contact us to arrange payment.'} Thank you!`,
  },
  es: {
    subject: (f: ReminderFacts) => `Recordatorio de pago: ${f.milestoneName} del trabajo #${f.jobNumber}`,
    text: (f: ReminderFacts) =>
      `${f.business}: te recordamos amablemente que tu pago de ${f.milestoneName} por ${f.amount} del trabajo #${f.jobNumber}${f.dueDate ? ` venció el ${f.dueDate}` : ' está pendiente'}. ${f.link ? `Paga con tarjeta: ${f.link}` : 'Por favor comunícate con nosotros para acordar el pago.'} ¡Gracias!`,
  },
} as const;

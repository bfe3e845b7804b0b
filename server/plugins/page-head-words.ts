// Words the server writes into a public page's head (title, description, social preview) in the request's language;
// the pages' own words live in web/locales. Spanish in the tú form, as the rest of Picket.
export type PageKey = 'home' | 'homeowner' | 'contractor' | 'contractorRegistration' | 'login';
type PageWords = { siteName: string } & Record<PageKey, { title: string; description: string }>;

export const pageHeadWords: Record<'en' | 'es', PageWords> = {
  en: {
    siteName: 'Picket',
    home: { title: 'Picket · Fence quotes from sketch to signed job', description: 'Sketch the fence line, let Picket count every post, panel and gate, and send a priced quote the homeowner can approve from their phone.' },
    homeowner: { title: 'Price your fence · Picket', description: 'Draw your fence on a map of your yard and get a priced quote from a local fence contractor, with every post, panel and gate counted.' },
    contractor: { title: 'Picket for fence contractors', description: 'Quotes, customers, jobs and payments for fence contractors: measured layouts, exact materials, quotes homeowners approve and pay online.' },
    contractorRegistration: { title: 'Become a Picket contractor', description: 'Apply to quote fences with Picket: tell us about your fence business and start sending measured, priced quotes.' },
    login: { title: 'Sign in · Picket', description: 'Sign in to Picket to quote fences, follow up with customers and schedule your jobs.' },
  },
  es: {
    siteName: 'Picket',
    home: { title: 'Picket · Cotizaciones de cercas del boceto al trabajo firmado', description: 'Dibuja la línea de la cerca, deja que Picket cuente cada poste, panel y portón, y envía una cotización con precio que el propietario puede aprobar desde su teléfono.' },
    homeowner: { title: 'Cotiza tu cerca · Picket', description: 'Dibuja tu cerca sobre el mapa de tu patio y recibe una cotización con precio de un contratista de cercas local, con cada poste, panel y portón contado.' },
    contractor: { title: 'Picket para contratistas de cercas', description: 'Cotizaciones, clientes, trabajos y pagos para contratistas de cercas: trazos medidos, materiales exactos y cotizaciones que el propietario aprueba y paga en línea.' },
    contractorRegistration: { title: 'Hazte contratista de Picket', description: 'Solicita cotizar cercas con Picket: cuéntanos sobre tu negocio de cercas y empieza a enviar cotizaciones medidas y con precio.' },
    login: { title: 'Inicia sesión · Picket', description: 'Inicia sesión en Picket para cotizar cercas, dar seguimiento a tus clientes y programar tus trabajos.' },
  },
};

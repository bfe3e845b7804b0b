import { MessageSquareQuote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../ui/card';
import { ProfileContentLayout } from './profile-content-layout';

/** /testimonials — what customers say, shown on the contractor's quote pages. */
export default function TestimonialsPage() {
  const { t } = useTranslation();
  return (
    <ProfileContentLayout
      title={t('nav.testimonials')}
      lead={t('profileContent.testimonialsLead')}
      className="max-w-4xl"
      select={(c) => c.testimonials}
      empty={{ icon: <MessageSquareQuote />, title: t('profileContent.noTestimonials'), body: t('profileContent.noTestimonialsBody') }}
    >
      {(testimonials) => (
        <ul className="grid gap-4 md:grid-cols-2">
          {testimonials.map((item, index) => (
            <li key={`${item.author}-${index}`}>
              <Card className="h-full">
                <CardContent className="grid gap-3 pt-6">
                  <blockquote className="text-foreground">“{item.text}”</blockquote>
                  <p className="text-sm font-semibold text-muted-foreground">— {item.author}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </ProfileContentLayout>
  );
}

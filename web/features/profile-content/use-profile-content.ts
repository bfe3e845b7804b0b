import { useQuery } from '@tanstack/react-query';

export type ProfileContent = {
  businessName: string | null;
  email: string;
  phone: string | null;
  testimonials: { author: string; text: string }[];
  faqs: { question: string; answer: string }[];
  timezone: string;
};

/** The signed-in contractor's customer-facing content (shown on their quote pages). */
export function useProfileContent() {
  return useQuery<ProfileContent>({ queryKey: ['/api/settings/profile'] });
}

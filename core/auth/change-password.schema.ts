// A signed-in user changing their own password: the current one proves it is them (issue 13 item 2). Its own file so
// the shared schemas chunk every form page loads does not carry it.
import { z } from 'zod';
import { passwordSchema } from './auth.schema';

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(200),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

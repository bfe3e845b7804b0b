// Zod-free: the signed-in shell's overdue reminders read these (issue 15: zod stays out of the shell's first download).

// SPEC §9 contractor payment defaults.
export const paymentDefaults = {
  depositPercentage: 30,
  twoPayDepositPercentage: 50,
  threePay: { deposit: 30, materials: 30, final: 40 },
  depositReminderDays: 3,
} as const;

// Figures of the fault tests, printed in one greppable line each (docs/operations.md quotes them).
export function report(scenario: string, figures: Record<string, unknown>): void {
  console.log(`[fault] ${scenario} ${JSON.stringify(figures)}`);
}

export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

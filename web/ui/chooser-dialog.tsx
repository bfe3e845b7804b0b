// A dialog that offers a few big choices side by side (Create → Quote and Create → Task).
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog';

export type ChooserOption = { key: string; icon: ReactNode; label: string; description: string; onSelect: () => void };

export function ChooserDialog({
  open,
  onOpenChange,
  title,
  description,
  options,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  options: readonly ChooserOption[];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 sm:grid-cols-2">
          {options.map((option) => (
            <button
              key={option.key}
              type="button"
              onClick={option.onSelect}
              className="flex flex-col items-start gap-3 rounded-lg border border-border bg-card p-4 text-left transition-colors hover:border-primary hover:bg-secondary"
            >
              <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-primary [&_svg]:size-5" aria-hidden="true">
                {option.icon}
              </span>
              <span className="font-semibold">{option.label}</span>
              <span className="text-sm text-muted-foreground">{option.description}</span>
            </button>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}

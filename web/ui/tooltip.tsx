import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, useContext, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { cn } from '../lib/cn';

// SPEC §9: tooltip open delay 700 ms, skip delay 300 ms.
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const InsideProvider = createContext(false);

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <InsideProvider.Provider value={true}>{children}</InsideProvider.Provider>
    </TooltipPrimitive.Provider>
  );
}

const Tooltip = TooltipPrimitive.Root;
const TooltipTrigger = TooltipPrimitive.Trigger;

function TooltipContent({ className, sideOffset = 4, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn('z-[60] max-w-[calc(100vw-1rem)] rounded-md bg-stone-900 px-3 py-1.5 text-xs text-white shadow-md', className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}

/**
 * The name of an icon-only control, shown on hover and keyboard focus (SPEC §9 delays). The control keeps its own
 * aria-label; the tooltip only repeats it for sighted users. Works outside the signed-in shell's provider too.
 */
export function Tip({ label, children, side }: { label: string; children: ReactElement; side?: ComponentProps<typeof TooltipPrimitive.Content>['side'] }) {
  const inside = useContext(InsideProvider);
  const tip = (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side}>
        {label}
      </TooltipContent>
    </Tooltip>
  );
  return inside ? tip : <TooltipProvider>{tip}</TooltipProvider>;
}

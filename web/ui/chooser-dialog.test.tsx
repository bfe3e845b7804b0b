// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { ChooserDialog, type ChooserOption } from './chooser-dialog';

afterEach(cleanup);

const options = (onLayout: () => void, onCart: () => void): ChooserOption[] => [
  { key: 'layout', icon: <svg data-icon="layout" />, label: 'Draw Property Layout', description: 'Sketch the fence on a map', onSelect: onLayout },
  { key: 'cart', icon: <svg data-icon="cart" />, label: 'Select Materials', description: 'Pick materials into a cart', onSelect: onCart },
];

describe('ChooserDialog', () => {
  it('is a dialog named by its title and described by its description', () => {
    render(<ChooserDialog open onOpenChange={() => {}} title="Create a quote" description="How do you want to build it?" options={options(vi.fn(), vi.fn())} />);
    const dialog = screen.getByRole('dialog', { name: 'Create a quote' });
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('How do you want to build it?');
  });

  it('offers one button per option, named by its label and description, icon hidden from assistive tech', () => {
    render(<ChooserDialog open onOpenChange={() => {}} title="Create a quote" description="d" options={options(vi.fn(), vi.fn())} />);
    const dialog = screen.getByRole('dialog');
    const buttons = within(dialog).getAllByRole('button').filter((b) => b.getAttribute('aria-label') !== 'Close');
    expect(buttons.map((b) => b.textContent)).toEqual(['Draw Property LayoutSketch the fence on a map', 'Select MaterialsPick materials into a cart']);
    const layout = within(dialog).getByRole('button', { name: /^Draw Property Layout/ });
    expect(layout.querySelector('[data-icon="layout"]')?.parentElement?.getAttribute('aria-hidden')).toBe('true');
  });

  it('calls the chosen option only', () => {
    const onLayout = vi.fn();
    const onCart = vi.fn();
    render(<ChooserDialog open onOpenChange={() => {}} title="t" description="d" options={options(onLayout, onCart)} />);
    fireEvent.click(screen.getByRole('button', { name: /^Select Materials/ }));
    expect(onCart).toHaveBeenCalledTimes(1);
    expect(onLayout).not.toHaveBeenCalled();
  });

  it('closes through onOpenChange from its close button, and renders nothing while closed', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<ChooserDialog open onOpenChange={onOpenChange} title="t" description="d" options={options(vi.fn(), vi.fn())} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerender(<ChooserDialog open={false} onOpenChange={onOpenChange} title="t" description="d" options={options(vi.fn(), vi.fn())} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

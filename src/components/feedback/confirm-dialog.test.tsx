import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function setup(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Delete badge"
      description="This deletes 'Early Supporter' and its 12 awards."
      confirmLabel="Delete badge"
      destructive
      confirmText="Early Supporter"
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { onConfirm, onOpenChange, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('keeps the confirm button disabled until the exact text is typed', async () => {
    const { onConfirm, user } = setup();
    expect(screen.getByRole('dialog', { name: 'Delete badge' })).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Delete badge' });
    const input = screen.getByLabelText('Type Early Supporter to confirm');
    expect(confirm).toBeDisabled();

    await user.type(input, 'early supporter');
    expect(confirm).toBeDisabled();

    await user.clear(input);
    await user.type(input, 'Early Supporte');
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(input, 'r');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirms with Enter once the text matches', async () => {
    const { onConfirm, user } = setup();
    await user.type(screen.getByLabelText('Type Early Supporter to confirm'), 'Early Supporter{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('without confirmText the button is enabled and Cancel closes', async () => {
    const { onConfirm, onOpenChange, user } = setup({ confirmText: undefined });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await user.click(screen.getByRole('button', { name: 'Delete badge' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while pending, disables the buttons and marks the confirm button busy', () => {
    setup({ confirmText: undefined, pending: true });
    const confirm = screen.getByRole('button', { name: 'Delete badge' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});

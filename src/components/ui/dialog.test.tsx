import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from './dialog';

/** A dialog opened by state, as a form's submit or a menu item opens one: no Dialog.Trigger. */
function Opener({ removeOpener }: { removeOpener?: 'on close' | 'after close' }) {
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState(true);
  return (
    <main>
      <h1>Page</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <input aria-label="Wallet" />
      </form>
      {opener && (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      )}
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) return;
          if (removeOpener === 'on close') setOpener(false);
          // As a table draws a deleted row's absence once the dialog has closed.
          if (removeOpener === 'after close') setTimeout(() => setOpener(false), 30);
        }}
      >
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Sure?</DialogTitle>
          <button type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </DialogContent>
      </Dialog>
    </main>
  );
}

describe('DialogContent', () => {
  it('gives focus back to the field it was opened from, without a trigger', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('textbox', { name: 'Wallet' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Sure?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Wallet' })).toHaveFocus();
  });

  it('gives focus back on Escape too', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Sure?' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('moves focus to the page heading when the element it came from is gone', async () => {
    const user = userEvent.setup();
    render(<Opener removeOpener="on close" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Sure?' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('heading', { name: 'Page' })).toHaveFocus();
  });

  it('moves focus to the page heading when the element it went back to goes soon after', async () => {
    const user = userEvent.setup();
    render(<Opener removeOpener="after close" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Sure?' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page' })).toHaveFocus());
  });

  it('leaves nothing of a closed dialog in the page, and mounts it again when opened', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    // Radix would mount the closed portal's presence checks; none of it is rendered here.
    expect(document.body.querySelectorAll('[data-state]')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Sure?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.querySelectorAll('[data-state]')).toHaveLength(0);
  });
});

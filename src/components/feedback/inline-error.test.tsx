import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Vault } from 'lucide-react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { InlineError } from './inline-error';

describe('InlineError', () => {
  it('announces the message as an alert', () => {
    render(<InlineError>The list could not be read: timeout</InlineError>);
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be read: timeout');
  });

  it('keeps its action inside the alert, after the message', () => {
    render(
      <InlineError action={<button type="button">Try again</button>}>
        A member list could not be read
      </InlineError>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^A member list could not be read\s*Try again$/);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('takes the id a control names in aria-describedby', () => {
    render(
      <>
        <div role="group" aria-label="Art guidelines" aria-describedby="why" />
        <InlineError id="why">The largest file must be at least 1 KB</InlineError>
      </>,
    );
    expect(screen.getByRole('group', { name: 'Art guidelines' })).toHaveAccessibleDescription(
      'The largest file must be at least 1 KB',
    );
  });

  it('colours the text by its tone: red by default, amber for a warning, none when neutral', () => {
    render(
      <>
        <InlineError>Failed</InlineError>
        <InlineError tone="warning" action={<button type="button">Check again</button>}>
          Could not check
        </InlineError>
        <InlineError tone="neutral">Selected 20 members, not the whole list</InlineError>
      </>,
    );
    const [failed, warning, neutral] = screen.getAllByRole('alert');
    expect(failed).toHaveClass('text-danger-fg');
    expect(warning).toHaveClass('text-warning-fg');
    expect(warning).not.toHaveClass('text-danger-fg');
    expect(neutral).not.toHaveClass('text-danger-fg', 'text-warning-fg');
  });

  it('boxed, sits on the tone’s tinted background with its action at the far end', () => {
    render(
      <InlineError boxed action={<button type="button">Try again</button>}>
        The insights could not be read
      </InlineError>,
    );
    expect(screen.getByRole('alert')).toHaveClass('bg-danger-bg', 'justify-between');
  });

  it('with a title, reads the title first, then every paragraph, and hides its icon', () => {
    render(
      <InlineError title="Not saved: no vault on this chain." icon={Vault}>
        <p>Add a vault in the Portal.</p>
        <p>Everything you typed is kept.</p>
      </InlineError>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      /^Not saved: no vault on this chain\.\s*Add a vault in the Portal\.\s*Everything you typed is kept\.$/,
    );
    expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('with reveal, takes focus when it appears and leaves it where the user moves it after', async () => {
    function Form() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount((c) => c + 1)}>
            Save {count}
          </button>
          {count > 0 && (
            <InlineError reveal title="Not saved">
              <p>Saved {count} times</p>
            </InlineError>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    const save = screen.getByRole('button', { name: /^Save/ });
    await user.click(save);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveFocus();
    expect(alert).toHaveAttribute('tabindex', '-1');

    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent('Saved 2 times');
    expect(save).toHaveFocus();
  });

  it('without reveal, leaves focus alone and adds no tab stop', () => {
    render(<InlineError boxed>The board could not be read</InlineError>);
    const alert = screen.getByRole('alert');
    expect(alert).not.toHaveFocus();
    expect(alert).not.toHaveAttribute('tabindex');
  });
});

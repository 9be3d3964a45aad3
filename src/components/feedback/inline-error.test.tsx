import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineError } from './inline-error';

describe('InlineError', () => {
  it('announces the message as an alert', () => {
    render(<InlineError>The list could not be read: timeout</InlineError>);
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be read: timeout');
  });

  it('keeps its action inside the alert, after the message', () => {
    render(
      <InlineError action={<button type="button">Try again</button>}>A member list could not be read</InlineError>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^A member list could not be read\s*Try again$/);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

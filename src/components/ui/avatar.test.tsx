import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows an https or ipfs image', () => {
    const { rerender } = render(<Avatar src="https://img.other.page/a.png" alt="Ada" />);
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveAttribute('src', 'https://img.other.page/a.png');
    rerender(<Avatar src="ipfs://bafy123/a.png" alt="Ada" />);
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveAttribute(
      'src',
      'https://ipfs.io/ipfs/bafy123/a.png',
    );
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '<img src=x onerror=alert(1)>',
  ])('shows the initials, not an image, for %j', (src) => {
    const { container } = render(<Avatar src={src} alt="Ada Lovelace" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  });
});

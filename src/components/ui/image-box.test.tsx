import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';
import { ImageBox } from './image-box';

const ART = 'https://img.sandbox.badge-console.test/badges/b1.svg?size=128';

describe('a failed image shows the placeholder of a missing one', () => {
  it('ImageBox: the same placeholder for no image and for an image that fails to load', () => {
    const missing = render(<ImageBox src={null} alt="Badge art" size={64} rounded="full" />);
    const placeholder = missing.container.cloneNode(true);
    missing.unmount();

    const { container } = render(<ImageBox src={ART} alt="Badge art" size={64} rounded="full" />);
    const image = screen.getByRole('img', { name: 'Badge art' });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Badge art (not available)' })).toBeInTheDocument();
    // The same elements and attributes (in any order) as the missing image's placeholder.
    expect(container.isEqualNode(placeholder)).toBe(true);
  });

  it('Avatar: the initials for no image and for an image that fails to load', () => {
    const missing = render(<Avatar src={null} alt="Ada Lovelace" size={40} />);
    const placeholder = missing.container.cloneNode(true);
    missing.unmount();

    const { container } = render(<Avatar src={ART} alt="Ada Lovelace" size={40} />);
    fireEvent.error(screen.getByRole('img', { name: 'Ada Lovelace' }));
    expect(container.querySelector('img')).toBeNull();
    // The same elements and attributes (in any order) as the missing image's placeholder.
    expect(container.isEqualNode(placeholder)).toBe(true);
  });

  it('never paints the alt text of an image that is not drawn (before or without an error event)', () => {
    render(
      <>
        <ImageBox src={ART} alt="Badge art" size={64} />
        <Avatar src={ART} alt="Ada Lovelace" />
      </>,
    );
    for (const image of screen.getAllByRole('img')) expect(image).toHaveClass('text-transparent');
  });
});

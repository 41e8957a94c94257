import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import * as stories from './UpiQrCode.stories.tsx';
import { qrPath } from './UpiQrCode.tsx';

const { Default, LongName } = composeStories(stories);

describe('UpiQrCode', () => {
  it('draws every dark module of the link’s code, and only those, inside a quiet zone', () => {
    const link = Default.args.link as string;
    const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
    const drawn = qrPath(link);
    expect(drawn.size).toBe(modules.size + 8);
    expect(drawn.dark).toBe([...modules.data].filter(Boolean).length);
    expect(drawn.path.match(/M/g)).toHaveLength(drawn.dark);
    // The top-left finder pattern starts at the quiet zone's edge.
    expect(drawn.path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });

  it('is an image named for what it pays, square in the viewport whatever the code’s version', () => {
    render(<Default />);
    const image = screen.getByRole('img', { name: 'UPI QR code: ₹28,000 to Suresh Reddy' });
    const [, , width, height] = (image.getAttribute('viewBox') ?? '').split(' ').map(Number);
    expect(width).toBe(height);
    render(<LongName />);
    const larger = screen.getByRole('img', { name: /Kavya Iyer/ });
    expect(Number(larger.getAttribute('viewBox')?.split(' ')[2])).toBeGreaterThan(width as number);
    expect(larger.getAttribute('width')).toBe(image.getAttribute('width'));
  });
});

// Sums are taken in whole cents: 19.99 × 3 in floating point is 59.970000000000006 (DESIGN 'Money').

import { formatPrice } from './numbers.ts';

export const formatEuros = (amount: number) => formatPrice(amount);

export const formatCents = (cents: number) => formatPrice(cents / 100);

export const toCents = (amount: number) => Math.round(amount * 100);

export const centsToEuros = (cents: number) => cents / 100;

export const lineCents = (line: { price: number; quantity: number }) => toCents(line.price) * line.quantity;

export const totalCents = (lines: readonly { price: number; quantity: number }[]) =>
  lines.reduce((sum, line) => sum + lineCents(line), 0);

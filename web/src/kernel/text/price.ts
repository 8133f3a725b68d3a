/**
 * "$55", "$12.50" in `currency` (ISO 4217, from the settings), written as `locale` writes money
 * (US English unless given: "25 US$" in Spanish); zero is `free` ("Free" unless given).
 */
export function formatPrice(
  amount: number,
  currency: string,
  { locale = 'en-US', free = 'Free' }: { locale?: string; free?: string } = {},
): string {
  if (amount === 0) return free
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount)
}

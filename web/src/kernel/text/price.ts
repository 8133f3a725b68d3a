/** "$55", "$12.50" in `currency` (ISO 4217, from the settings); zero is "Free". */
export function formatPrice(amount: number, currency: string): string {
  if (amount === 0) return 'Free'
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount)
}

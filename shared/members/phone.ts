/**
 * A phone number for display (docs/back-office.md, "Phone numbers"). Numbers are stored as typed and
 * checked: an optional plus and up to 15 digits (`phoneSchema`). A North American number (+1 and ten
 * digits, or ten digits alone) is grouped as it is read; any other is shown as stored, since grouping it
 * needs its country's numbering plan.
 */
export function formatPhone(phone: string): string {
  const northAmerican = /^(\+1)?(\d{3})(\d{3})(\d{4})$/.exec(phone);
  if (!northAmerican) return phone;
  const [, country, area, exchange, line] = northAmerican;
  return `${country ? `${country} ` : ''}${area}-${exchange}-${line}`;
}

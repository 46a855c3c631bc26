/** The UTC instants [from, to) of a calendar day in Poland. */
export function polishDayBounds(date: string): { from: string; to: string } {
  const start = (day: string) => {
    const guess = Date.parse(`${day}T00:00:00Z`);
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Warsaw',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(new Date(guess));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
    return new Date(guess - (wall - guess)).toISOString();
  };
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { from: start(date), to: start(next) };
}

// The distinct ids of a list that may hold nulls (the contractors, people, vehicles it names).

export function unique(values: (number | null)[]): number[] {
  return [...new Set(values.filter((value): value is number => value !== null))];
}

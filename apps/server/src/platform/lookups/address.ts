/** A company address split the way contractor forms keep it. */
export type SplitAddress = { address: string; zip_code: string; town: string };

const ZIP_TOWN = /^(\S*\d\S*)\s+(.+)$/;
const POLISH_INLINE = /^(.*?)[,\s]+(\d{2}-\d{3})\s+(.+)$/;

/**
 * "ul. Długa 1, 00-950 Warszawa" (white list) or "UL. DŁUGA 1\n00-950 WARSZAWA" (VIES) ->
 * street part, zip code, town. What cannot be split stays whole in `address`.
 */
export function splitAddress(text: string | null | undefined): SplitAddress {
  const value = (text ?? '').trim();
  if (value === '' || /^-+$/.test(value)) return { address: '', zip_code: '', town: '' };
  const parts = value
    .split(/\s*[\n,]\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts[parts.length - 1] ?? '';
  const zipTown = parts.length > 1 ? ZIP_TOWN.exec(last) : null;
  if (zipTown?.[1] && zipTown[2]) {
    return {
      address: parts.slice(0, -1).join(', '),
      zip_code: zipTown[1],
      town: zipTown[2],
    };
  }
  const inline = POLISH_INLINE.exec(value.replace(/\s+/g, ' '));
  if (inline?.[1] && inline[2] && inline[3]) {
    return { address: inline[1], zip_code: inline[2], town: inline[3] };
  }
  return { address: parts.join(', '), zip_code: '', town: '' };
}
